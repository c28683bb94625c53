import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { apiClient } from '@/lib/api-client';

/**
 * `DELETE /api/me`: the server removes the profile, photo and sign-in account, and erases the
 * person from their orders and tickets as each event is over and paid out (tickets to coming
 * events stay valid until then). It answers 204 with no body.
 */
export function deleteMyAccount() {
  return apiClient.request('/api/me', { method: 'DELETE', schema: z.undefined() });
}

/** Deletes the account, then leaves as a logout does: home, signed out, caches cleared. */
export function useDeleteAccount() {
  const logOut = useLogOut();
  return useMutation({
    mutationFn: async () => {
      await deleteMyAccount();
      await logOut.mutateAsync();
    },
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'Your account is deleted',
        message:
          'Your personal data is gone, and your orders are erased as each event is over and paid out. Thank you for organising with us.',
      }),
  });
}
