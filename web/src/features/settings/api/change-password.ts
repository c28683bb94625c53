import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '@/lib/firebase';

export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/**
 * Firebase only changes a password for a recent sign-in, so prove it is still the user with
 * the current password first; that also stops someone at an unattended screen.
 */
export async function changePassword({
  currentPassword,
  newPassword,
}: ChangePasswordRequest): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Sign in with your email and password to change it.');
  const credential = EmailAuthProvider.credential(user.email, currentPassword);
  await reauthenticateWithCredential(user, credential);
  await updatePassword(user, newPassword);
}
