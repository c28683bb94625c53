import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminUsersKey } from './get-admin-users';

export type UserChange =
  | { uid: string; kind: 'disabled'; value: boolean }
  | { uid: string; kind: 'admin'; value: boolean };

const disabledAnswer = z.object({ uid: z.string(), disabled: z.boolean() });
const adminAnswer = z.object({ uid: z.string(), admin: z.boolean() });

/** Disables or re-enables an account, or grants or revokes the admin claim. */
export async function changeUser(change: UserChange): Promise<void> {
  const base = `/api/admin/users/${encodeURIComponent(change.uid)}`;
  if (change.kind === 'disabled') {
    await apiClient.post(`${base}/disabled`, { disabled: change.value }, disabledAnswer);
  } else {
    await apiClient.post(`${base}/admin`, { admin: change.value }, adminAnswer);
  }
}

export function useChangeUser() {
  return useRefreshingMutation(changeUser, adminUsersKey);
}
