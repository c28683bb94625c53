import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PayableView } from '@contract/payouts';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { describeReadiness, formatMoment, type ReadinessTone } from '../payout-words';
import { PayoutStatusBadge } from '@/components/payout-status-badge';

/** The pieces of a payable balance, shared by the wide table and the phone's cards. */

const looks: Record<ReadinessTone, { color: string; Icon: typeof IconClock }> = {
  ready: { color: 'teal', Icon: IconCircleCheck },
  blocked: { color: 'orange', Icon: IconAlertTriangle },
  waiting: { color: 'gray', Icon: IconClock },
};

export function PayableEvent({ payable }: { payable: PayableView }) {
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={paths.platform.event.getHref(payable.eventId)} fw={600}>
        {payable.eventName}
      </Anchor>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          Over {formatMoment(payable.overAt)}
        </Text>
        <Anchor
          component={Link}
          to={paths.platform.eventMoney.getHref(payable.eventId)}
          size="xs"
          aria-label={`Money of ${payable.eventName}`}
        >
          Money
        </Anchor>
      </Group>
    </Stack>
  );
}

export function PayableBalance({ payable }: { payable: PayableView }) {
  return (
    <Text fw={600} c={payable.balance < 0 ? 'red' : undefined}>
      {formatMoney(payable.balance, payable.currency)}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        {payable.currency}
      </Text>
    </Text>
  );
}

/** Whether it can be paid out now and, if there was one, how the last payout went. */
export function PayableReadiness({ payable }: { payable: PayableView }) {
  const { tone, text } = describeReadiness(payable);
  const { color, Icon } = looks[tone];
  const last = payable.latestPayout;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} variant="light" radius="xl" size="sm" aria-hidden>
          <Icon size={14} />
        </ThemeIcon>
        <Text size="sm">{text}</Text>
      </Group>
      {last && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            Last payout {formatMoney(last.amount, last.currency)}
          </Text>
          <PayoutStatusBadge status={last.status} />
        </Group>
      )}
    </Stack>
  );
}

type PayableActionsProps = {
  payable: PayableView;
  onApprove: () => void;
  onHold: (hold: boolean) => void;
};

/** Approve only what is payable now; hold or release whatever the balance. */
export function PayableActions({ payable, onApprove, onHold }: PayableActionsProps) {
  const which = `${payable.eventName} (${payable.currency})`;
  const isHeld = payable.payoutHold !== undefined;
  return (
    <Group gap="xs" justify="flex-end">
      {payable.readiness.status === 'payable' && (
        <Button size="xs" onClick={onApprove} aria-label={`Approve payout: ${which}`}>
          Approve payout
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        onClick={() => onHold(!isHeld)}
        aria-label={`${isHeld ? 'Release hold' : 'Hold payouts'}: ${which}`}
      >
        {isHeld ? 'Release hold' : 'Hold payouts'}
      </Button>
    </Group>
  );
}
