import type { VerifiedUser } from '../../ports/identity';
import { claimableEmail } from '../tickets/list-my-tickets';

/**
 * Whose data is collected: an account (its uid, and its address once verified, since a
 * verified mailbox proves the tickets sent to it are the account's, as My tickets holds), or
 * an address alone (the emailed link's).
 */
export type DataSubject = { uid?: string; email?: string; emailVerified?: boolean };

export function accountSubject(user: VerifiedUser): DataSubject {
  const email = claimableEmail(user);
  return { uid: user.uid, ...(email ? { email } : {}), emailVerified: user.emailVerified };
}
