import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { auth } from '@/lib/firebase';

export type Credentials = { email: string; password: string };

export type SignUpResult = { isVerificationEmailSent: boolean };

/** Registers the account, then asks Firebase to send the verification email. */
export async function signUp({ email, password }: Credentials): Promise<SignUpResult> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await sendEmailVerification(user);
    return { isVerificationEmailSent: true };
  } catch (error) {
    // The account exists either way; the confirm page offers to send the email again.
    console.error('Sending the verification email failed', error);
    return { isVerificationEmailSent: false };
  }
}
