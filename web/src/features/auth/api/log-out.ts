import { signOut } from 'firebase/auth';
import type { QueryClient } from '@tanstack/react-query';
import { auth } from '@/lib/firebase';
import { clearCachedPhotoUrls } from './profile-photo-cache';

/**
 * Signs out and forgets every cached answer and locally cached account data, so the next
 * person on this device never sees the last one's.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  await signOut(auth);
  queryClient.clear();
  clearCachedPhotoUrls();
}
