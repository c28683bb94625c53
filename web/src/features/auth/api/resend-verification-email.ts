import { sendEmailVerification, type User } from 'firebase/auth';
import { verifyEmailSettings } from './action-code-settings';

export async function resendVerificationEmail(user: User): Promise<void> {
  await sendEmailVerification(user, verifyEmailSettings());
}
