import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PayoutsResponse } from '@contract/payouts';
import { paths } from '@/config/paths';
import { accountLabel } from '@/features/payouts/payout-form-values';
import { formatMoney } from '@/lib/format-money';
import { formatMoment } from '../payout-words';

/** One transfer of the administrators' list. */
export type Transfer = PayoutsResponse['payouts'][number];

/** The pieces of a transfer, shared by the wide table and the phone's cards. */

export function TransferEvent({ transfer }: { transfer: Transfer }) {
  return (
    <Anchor component={Link} to={paths.platform.eventMoney.getHref(transfer.eventId)} size="sm">
      {transfer.eventName ?? `Deleted event ${transfer.eventId}`}
    </Anchor>
  );
}

export function TransferAmount({ transfer }: { transfer: Transfer }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatMoney(transfer.amount, transfer.currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {accountLabel(transfer)}
      </Text>
    </Stack>
  );
}

/** When it was approved and settled, and why it failed or when it is tried again. */
export function TransferDates({ transfer }: { transfer: Transfer }) {
  return (
    <Stack gap={0}>
      <Text size="xs">Approved {formatMoment(transfer.createdAt)}</Text>
      {transfer.settledAt && (
        <Text size="xs" c="dimmed">
          Settled {formatMoment(transfer.settledAt)}
        </Text>
      )}
      {transfer.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          The gateway was unreachable: tried again {formatMoment(transfer.nextAttemptAt)}
        </Text>
      )}
      {transfer.failureReason && (
        <Text size="xs" c="red">
          {transfer.failureReason}
        </Text>
      )}
    </Stack>
  );
}
