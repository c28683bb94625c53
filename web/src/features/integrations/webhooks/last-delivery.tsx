import { Badge, Group, Text } from '@mantine/core';
import { formatInstant } from '@/lib/event-time';
import { useLastWebhookDelivery } from './webhooks-api';
import { attemptResult, deliveryStatus } from './webhook-words';

/** "Last delivery: Delivered · HTTP 200 · Sat 14 Mar 2026, 19:00", or that there is none yet. */
export function LastDelivery({ orgId, endpointId }: { orgId: string; endpointId: string }) {
  const last = useLastWebhookDelivery(orgId, endpointId);
  if (last.isPending || last.isError) return null;
  const delivery = last.data;
  if (!delivery) {
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet
      </Text>
    );
  }
  const status = deliveryStatus(delivery);
  const attempt = delivery.attempts.at(-1);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">Last delivery:</Text>
      <Badge variant="light" color={status.color}>
        {status.label}
      </Badge>
      <Text size="sm" c="dimmed">
        <Text span ff="monospace" size="sm">
          {delivery.type}
        </Text>
        {attempt && ` · ${attemptResult(attempt)}`} ·{' '}
        {formatInstant(attempt?.at ?? delivery.createdAt, '')}
      </Text>
    </Group>
  );
}
