import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  linkWithCredential,
  sendEmailVerification,
} from 'firebase/auth';
import type { ProfileResponse } from '@contract/users';
import { auth } from '@/lib/firebase';
import { verifyEmailSettings } from './action-code-settings';
import { getMyProfile } from './my-profile';

export type Credentials = { email: string; password: string };

export type SignUpResult = {
  isVerificationEmailSent: boolean;
  /** The users document the server created; null if that call failed (it is retried later). */
  profile: ProfileResponse | null;
};

/**
 * Registers the account (an anonymous buyer's session is upgraded in place), asks Firebase to send the verification email, and has the server
 * create the users document. Only registration itself can fail the sign-up: the account
 * exists either way, the confirm page can resend the email, and every later profile read
 * creates the document if it is still missing.
 */
export async function signUp({ email, password }: Credentials): Promise<SignUpResult> {
  // A buyer's anonymous session becomes the account, so the tickets it bought stay theirs.
  const anonymous = auth.currentUser?.isAnonymous ? auth.currentUser : null;
  const { user } = anonymous
    ? await linkWithCredential(anonymous, EmailAuthProvider.credential(email, password))
    : await createUserWithEmailAndPassword(auth, email, password);
  const [emailSent, profile] = await Promise.allSettled([
    sendEmailVerification(user, verifyEmailSettings()),
    getMyProfile(),
  ]);
  if (emailSent.status === 'rejected') {
    console.error('Sending the verification email failed', emailSent.reason);
  }
  if (profile.status === 'rejected') {
    console.error('Creating the profile failed', profile.reason);
  }
  return {
    isVerificationEmailSent: emailSent.status === 'fulfilled',
    profile: profile.status === 'fulfilled' ? profile.value : null,
  };
}
