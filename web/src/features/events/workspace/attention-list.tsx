import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import { useEventMoney } from '@/features/money/api/get-event-money';
import { usePayoutAccountsOf } from '@/features/payouts/api/payout-accounts';
import { useRefundRequests } from '../api/refund-requests-api';
import { useWaitingLists } from '../waiting-list/waiting-lists-api';
import { attentionItems, type AttentionItem } from './attention';
import { can } from './rights';

/** Overview's list of what wants the organiser now, each with the way to deal with it. */
export function AttentionList({ event }: { event: EventWithTypes }) {
  // Only what the viewer's role may read is asked for.
  const waitingLists = useWaitingLists(event.id, { enabled: can(event, 'event.edit') });
  const seesMoney = can(event, 'money.view');
  // The accounts of the organisation the event belongs to, where its balance is paid.
  const payoutAccounts = usePayoutAccountsOf(event.orgId, { enabled: seesMoney });
  const money = useEventMoney(event.id, { enabled: seesMoney });
  const decidesRefunds = can(event, 'orders.refund') && event.refundRequests?.enabled === true;
  const refundRequests = useRefundRequests(event.id, { enabled: decidesRefunds });
  const items = attentionItems({
    event,
    waitingLists: waitingLists.data,
    payoutAccounts: seesMoney ? payoutAccounts.data : undefined,
    money: money.data,
    refundRequests: decidesRefunds ? refundRequests.data : undefined,
  });
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Needs your attention">
      {items.map((item) => (
        <AttentionAlert key={item.key} eventId={event.id} item={item} />
      ))}
    </Stack>
  );
}

function AttentionAlert({ eventId, item }: { eventId: string; item: AttentionItem }) {
  const { action } = item;
  const to = action?.href ?? paths.platform.event.getHref(eventId, action?.section);
  return (
    <Alert
      color={item.tone === 'danger' ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle />}
      title={item.title}
    >
      <Text size="sm">
        {item.text}{' '}
        {action && (
          <Anchor component={Link} to={to} size="sm" fw={600}>
            {action.label}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
