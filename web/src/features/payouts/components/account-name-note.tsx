import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ResolvePayoutAccountResponse } from '@contract/payout-accounts';
import { isApiError } from '@/lib/api-error';

type AccountNameNoteProps = { lookup: UseQueryResult<ResolvePayoutAccountResponse> };

/**
 * What the bank says about the account, for the organiser to confirm before saving: its
 * name, or that it could not say. A refusal naming the number shows at the number instead.
 */
export function AccountNameNote({ lookup }: AccountNameNoteProps) {
  if (lookup.fetchStatus === 'fetching') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Checking the account with the bank…</Text>
      </Group>
    );
  }
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.fields.accountNumber) return null;
    return (
      <Text size="sm" c="dimmed">
        We could not check the account just now ({lookup.error.message}). You can still save it.
      </Text>
    );
  }
  if (!lookup.data) return null;
  const { accountName } = lookup.data;
  if (accountName === null) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
        We could not confirm the account name with the bank; check it carefully.
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck />}
      title={`Account name: ${accountName}`}
    >
      The bank has the account under this name. Check that it is yours before you save it: we pay to
      the name the bank has.
    </Alert>
  );
}
