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
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  );
  await updatePassword(user, newPassword);
  // A new password revokes every token signed in before that second, and the tokens this
  // session holds still carry the sign-in above as their auth time: once the change lands a
  // second later, the server refuses them. Signing in with the new password renews them.
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, newPassword));
}
