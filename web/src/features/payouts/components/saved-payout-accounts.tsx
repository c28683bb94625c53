import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import type { PayoutAccountView } from '@contract/payout-accounts';
import { accountLabel } from '../payout-form-values';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The organiser's accounts, one per currency, each with when payouts to it may start. */
export function SavedPayoutAccounts({ accounts }: { accounts: PayoutAccountView[] }) {
  if (accounts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payout account yet. Add one below so that we can pay you after your events.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {accounts.map((account) => (
        <Paper key={account.currency} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {/* Unshrunk: beside a long bank name on a phone it was cut to "Z…". */}
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {account.currency}
              </Badge>
              <Text size="sm" fw={600}>
                {accountLabel(account)}, {account.accountHolder}
              </Text>
            </Group>
            <HeldNote payableFrom={account.payableFrom} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Payouts to a new or changed account wait a while, in case the change was not the owner's. */
function HeldNote({ payableFrom }: { payableFrom: string }) {
  // As of when the note first showed: a hold ends days later, not while someone looks.
  const [shownAt] = useState(() => Date.now());
  if (Date.parse(payableFrom) <= shownAt) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconClockHour4 size={16} aria-hidden />
      <Text size="sm">Payouts to it start {when(payableFrom)}</Text>
    </Group>
  );
}
