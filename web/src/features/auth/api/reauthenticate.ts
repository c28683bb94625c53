import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { auth } from '@/lib/firebase';

/**
 * Signs the current user in again with their password. The server asks for this before a
 * change a stolen session must not make (the payout account): the new ID token's auth time
 * is now, and the next request sends it.
 */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Sign in with your email and password to do this.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}
