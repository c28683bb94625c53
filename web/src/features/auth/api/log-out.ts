import { signOut } from 'firebase/auth';
import type { QueryClient } from '@tanstack/react-query';
import { auth } from '@/lib/firebase';

/** Signs out and forgets every cached answer, so the next user never sees the last one's data. */
export async function logOut(queryClient: QueryClient): Promise<void> {
  await signOut(auth);
  queryClient.clear();
}
