import type { Response } from 'express';
import { AppError } from '../app/common/app-error';
import type { Identity, VerifiedUser } from '../ports/identity';
import { requireAccount } from './auth';

export const verifyEmailFirst =
  'Verify your email address first: open the link we emailed you, then try again';

/**
 * An account whose email is verified: organiser actions (creating, editing, deleting and
 * resubmitting events, uploading banners) make the platform show text to buyers and send
 * email, so they need an address its owner has proved. A token issued before the address
 * was verified still says it is not, so that answer is checked against the live account.
 */
export async function requireOrganiser(res: Response, identity: Identity): Promise<VerifiedUser> {
  const user = requireAccount(res);
  if (user.emailVerified) return user;
  const account = await identity.getAccount(user.uid);
  if (account?.emailVerified && account.email === user.email)
    return { ...user, emailVerified: true };
  throw new AppError('forbidden', verifyEmailFirst);
}
