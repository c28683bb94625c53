import {
  confirmPasswordReset,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { passwordResetSettings } from './action-code-settings';

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email, passwordResetSettings());
}

/** The email the reset code belongs to; rejects when the code is malformed, used or expired. */
export function checkPasswordResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

export async function setNewPassword({
  oobCode,
  password,
}: {
  oobCode: string;
  password: string;
}): Promise<void> {
  await confirmPasswordReset(auth, oobCode, password);
}
