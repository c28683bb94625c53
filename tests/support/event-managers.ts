import { beforeAll } from 'vitest';
import { callApi } from './api';
import { newAdmin, signInAnonymously, signUp, type TestUser } from './auth-emulator';
import { approveEvent, createEvent } from './events';
import { harbourLights } from './harbour-lights';

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

/**
 * Call at the top of a test file: its event managers, signed up before its tests (`managers()`
 * reads them), with the owner's new Harbour Lights (`create`) and its approval (`approve`).
 */
export function eventManagersForTheseTests() {
  let signedUp: EventManagers | undefined;
  beforeAll(async () => {
    signedUp = await signUpEventManagers();
  });
  const managers = (): EventManagers => {
    if (!signedUp) throw new Error('The event managers sign up before the tests');
    return signedUp;
  };
  return {
    managers,
    create: () => createEvent(managers().owner, harbourLights),
    approve: (eventId: string) => approveEvent(managers().admin, eventId),
  };
}
