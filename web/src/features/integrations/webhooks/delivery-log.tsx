import { Accordion, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import type { WebhookDeliveryResponse, WebhookDeliveryView } from '@contract/webhooks';
import { QueryErrorAlert } from '@/components/error-alert';
import { ShowMoreButton } from '@/components/show-more-button';
import { formatInstant } from '@/lib/event-time';
import { DeliveryAttempts } from './delivery-attempts';
import { useResendWebhookDelivery, useSendTestWebhook, useWebhookDeliveries } from './webhooks-api';
import { attemptResult, deliveryStatus } from './webhook-words';

type DeliveryLogProps = { orgId: string; endpointId: string };

/** Tells how the attempt just made by hand ended. */
function reportAttempt(title: string) {
  return ({ delivery }: WebhookDeliveryResponse) => {
    const attempt = delivery.attempts.at(-1);
    const isDelivered = attempt?.outcome === 'succeeded';
    notifications.show({
      color: isDelivered ? 'teal' : 'red',
      title: isDelivered ? title : `${title}: not delivered`,
      message: attempt ? attemptResult(attempt) : 'Waiting for its first attempt',
    });
  };
}

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error.message });

/**
 * One endpoint's deliveries, newest first, a page at a time: each opens to its attempts, and
 * sends again. A test event checks the receiver without waiting for a sale.
 */
export function DeliveryLog({ orgId, endpointId }: DeliveryLogProps) {
  const log = useWebhookDeliveries(orgId, endpointId);
  const sendTest = useSendTestWebhook(orgId, endpointId);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
          Every event sent here, with each attempt. A failed delivery is tried again for 24 hours.
        </Text>
        <Button
          variant="default"
          leftSection={<IconSend size={16} />}
          loading={sendTest.isPending}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: reportAttempt('Test event sent'),
              onError: failed('Could not send a test event'),
            })
          }
        >
          Send test event
        </Button>
      </Group>
      {log.isPending ? (
        <Skeleton h={120} radius="md" role="status" aria-label="Loading the deliveries" />
      ) : log.isError ? (
        <QueryErrorAlert title="Could not load the deliveries" query={log} />
      ) : deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No deliveries yet: events appear here as they happen. Send a test event to try your
          receiver now.
        </Text>
      ) : (
        <>
          <Accordion multiple variant="separated" radius="md">
            {deliveries.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                orgId={orgId}
                endpointId={endpointId}
                delivery={delivery}
              />
            ))}
          </Accordion>
          <ShowMoreButton pages={log} label="Show older deliveries" />
        </>
      )}
    </Stack>
  );
}

function DeliveryItem({
  orgId,
  endpointId,
  delivery,
}: {
  orgId: string;
  endpointId: string;
  delivery: WebhookDeliveryView;
}) {
  const resend = useResendWebhookDelivery(orgId, endpointId);
  const status = deliveryStatus(delivery);
  const last = delivery.attempts.at(-1);
  const attempts = delivery.attempts.length;
  return (
    <Accordion.Item value={delivery.id}>
      <Accordion.Control>
        {/* Spans: a button holds phrasing content only. */}
        <Stack component="span" gap={4}>
          <Group component="span" gap="xs" wrap="wrap">
            <Text span ff="monospace" size="sm" fw={600}>
              {delivery.type}
            </Text>
            <Badge component="span" variant="light" color={status.color}>
              {status.label}
            </Badge>
            {last && (
              <Text span size="sm">
                {attemptResult(last)}
              </Text>
            )}
          </Group>
          <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatInstant(delivery.createdAt, '')} · {attempts}{' '}
            {attempts === 1 ? 'attempt' : 'attempts'} · event {delivery.eventId}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <DeliveryAttempts
            attempts={delivery.attempts}
            label={`Attempts of ${delivery.type} ${delivery.eventId}`}
          />
          {delivery.state === 'pending' && delivery.nextAttemptAt && (
            <Text size="sm" c="dimmed">
              Next attempt {formatInstant(delivery.nextAttemptAt, '')}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(delivery.id, {
                  onSuccess: reportAttempt('Sent again'),
                  onError: failed('Could not send it again'),
                })
              }
            >
              Send again
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
