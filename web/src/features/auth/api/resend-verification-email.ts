import { sendEmailVerification } from 'firebase/auth';
import { auth } from '@/lib/firebase';

export async function resendVerificationEmail(): Promise<void> {
  if (!auth.currentUser) throw new Error('Log in again to get a new confirmation email.');
  await sendEmailVerification(auth.currentUser);
}
