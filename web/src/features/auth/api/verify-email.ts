import { applyActionCode } from 'firebase/auth';
import { auth } from '@/lib/firebase';

/**
 * Applies the verification code from the email link. Resolves to true (a query must not
 * resolve to undefined). When the user is signed in in this browser, their cached user is
 * refreshed too, so every open page sees the verified address.
 */
export async function verifyEmail(oobCode: string): Promise<true> {
  await applyActionCode(auth, oobCode);
  await auth.currentUser?.reload().catch(() => {
    // The code is applied; a failed refresh only delays when this tab notices.
  });
  return true;
}
