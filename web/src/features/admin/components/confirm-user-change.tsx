import { Text } from '@mantine/core';
import type { AdminUser } from '@contract/admin';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import type { UserChange } from '../api/manage-user';

type ConfirmUserChangeProps = {
  change: UserChange | undefined;
  user: AdminUser | undefined;
  isSaving: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: () => void;
};

function describe(change: UserChange, who: string) {
  if (change.kind === 'disabled') {
    return change.value
      ? {
          title: 'Disable this account?',
          body: `${who} can no longer sign in. Their events and tickets stay; you can enable the account again at any time.`,
          confirm: 'Disable account',
          color: 'red',
        }
      : {
          title: 'Enable this account?',
          body: `${who} can sign in again.`,
          confirm: 'Enable account',
          color: undefined,
        };
  }
  return change.value
    ? {
        title: 'Make this user an administrator?',
        body: `${who} will review events and manage every account, including yours.`,
        confirm: 'Make admin',
        color: undefined,
      }
    : {
        title: 'Revoke administrator rights?',
        body: `${who} loses access to this page the next time their session refreshes.`,
        confirm: 'Revoke admin',
        color: 'red',
      };
}

/** Every account switch is confirmed first. */
export function ConfirmUserChange({
  change,
  user,
  isSaving,
  error,
  onClose,
  onConfirm,
}: ConfirmUserChangeProps) {
  const text = change && describe(change, user?.email ?? 'This user');
  return (
    <ConfirmModal
      isOpen={change !== undefined}
      onClose={onClose}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? 'Confirm'}
      confirmColor={text?.color}
      onConfirm={onConfirm}
      isConfirming={isSaving}
    >
      <Text size="sm">{text?.body}</Text>
      <InlineError message={error?.message} />
    </ConfirmModal>
  );
}
