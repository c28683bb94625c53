import { newAdmin, signUp, type TestUser } from './auth-emulator';

/**
 * Who most API tests start from, signed up side by side: an organiser whose email is verified
 * and an administrator to approve their events.
 */
export function organiserAndAdmin(): Promise<[organiser: TestUser, admin: TestUser]> {
  return Promise.all([signUp('organiser'), newAdmin()]);
}
