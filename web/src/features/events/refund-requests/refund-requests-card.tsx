import { Badge, Group, Stack, Text } from '@mantine/core';
import type { EventWithTypes } from '@contract/events';
import type { RefundRequestView } from '@contract/refund-requests';
import { PlainList } from '@/components/plain-list';
import { useRefundRequests } from '../api/refund-requests-api';
import { QueryContent } from '../components/query-content';
import { TitledCard } from '../components/titled-card';
import { formatDoorTime } from '../door/door-time';
import { ApproveRefundRequestButton } from './approve-refund-request-button';
import { DeclineRefundRequestButton } from './decline-refund-request-button';
import { amountWords, refundRequestBadges, ticketWords } from './refund-request-words';

/** What the event's setting lets buyers do, in a line above the requests. */
function settingWords(event: EventWithTypes): string | undefined {
  const setting = event.refundRequests;
  if (!setting?.enabled) return undefined;
  const until =
    setting.untilDaysBeforeStart === 0
      ? 'until the start'
      : `until ${setting.untilDaysBeforeStart} ${setting.untilDaysBeforeStart === 1 ? 'day' : 'days'} before the start`;
  return setting.approval === 'automatic'
    ? `Buyers may ask ${until}; each request is refunded at once.`
    : `Buyers may ask ${until}; you approve or decline each request.`;
}

/**
 * Refunds buyers asked for from their tickets, waiting ones first: who, which order, how much,
 * when and why; a waiting one is approved (and refunded) or declined with a reason. Shown
 * where the event takes requests, or has had any.
 */
export function RefundRequestsCard({ event }: { event: EventWithTypes }) {
  const requests = useRefundRequests(event.id);
  const setting = settingWords(event);
  const hasAny = (requests.data?.requests.length ?? 0) > 0;
  if (!setting && !hasAny && !requests.isError) return null;
  return (
    <TitledCard title="Refund requests">
      {setting && (
        <Text size="sm" c="dimmed">
          {setting}
        </Text>
      )}
      <QueryContent query={requests} what="the refund requests" skeletonHeight={64}>
        {({ requests: list }) =>
          list.length === 0 ? (
            <Text size="sm">No refund requests yet.</Text>
          ) : (
            <PlainList gap="md">
              {list.map((request) => (
                <RefundRequestRow key={request.orderId} eventId={event.id} request={request} />
              ))}
            </PlainList>
          )
        }
      </QueryContent>
    </TitledCard>
  );
}

/** One request; its times as the orders list below writes them (the viewer's clock). */
function RefundRequestRow({ eventId, request }: { eventId: string; request: RefundRequestView }) {
  const badge = refundRequestBadges[request.state];
  const decided = request.decidedAt ? formatDoorTime(request.decidedAt) : undefined;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" align="flex-start">
      {/* Wide enough to read on a phone: the buttons wrap below it there. */}
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Group gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.email}
          </Text>
          <Badge color={badge.color}>{badge.label}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Order{' '}
          <Text span inherit ff="monospace">
            {request.orderId}
          </Text>{' '}
          · {ticketWords(request.tickets)} · {amountWords(request)} · asked{' '}
          {formatDoorTime(request.requestedAt)}
        </Text>
        {request.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            “{request.reason}”
          </Text>
        )}
        {request.state === 'declined' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Declined{decided ? ` ${decided}` : ''}: {request.declineReason}
          </Text>
        )}
        {request.state === 'refunded' && decided && (
          <Text size="sm" c="dimmed">
            Approved {decided}
          </Text>
        )}
      </Stack>
      {request.state === 'pending' && (
        <Group gap="xs">
          <ApproveRefundRequestButton eventId={eventId} request={request} />
          <DeclineRefundRequestButton eventId={eventId} request={request} />
        </Group>
      )}
    </Group>
  );
}
