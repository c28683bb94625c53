import { callApi } from './api';
import { newAdmin, signInAnonymously, signUp, type TestUser } from './auth-emulator';

export type EventManagers = {
  /** An organiser with a profile (as the web's sign-up makes), who owns the events. */
  owner: TestUser;
  /** Another organiser, who does not. */
  other: TestUser;
  admin: TestUser;
  /** An anonymous session. */
  visitor: TestUser;
};

/** Who the event-management tests act as, each a new account. */
export async function signUpEventManagers(): Promise<EventManagers> {
  const [owner, other, admin, visitor] = await Promise.all([
    signUp('owner'),
    signUp('other'),
    newAdmin(),
    signInAnonymously(),
  ]);
  await callApi('/api/me/profile', { token: owner.idToken });
  return { owner, other, admin, visitor };
}
