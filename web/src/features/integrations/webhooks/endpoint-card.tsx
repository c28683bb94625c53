import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconPlugOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { WebhookEndpointView } from '@contract/webhooks';
import { formatInstant } from '@/lib/event-time';
import { DeliveryLog } from './delivery-log';
import { EndpointActions } from './endpoint-actions';
import { LastDelivery } from './last-delivery';
import { endpointStatus } from './webhook-words';

/**
 * One endpoint in the list: its address, events and state said plainly, what to do with it,
 * and its delivery log on asking.
 */
export function EndpointCard({
  orgId,
  endpoint,
}: {
  orgId: string;
  endpoint: WebhookEndpointView;
}) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const status = endpointStatus(endpoint);
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap-reverse">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Title>
            {endpoint.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={status.color} style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm">Events:</Text>
          {endpoint.types.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <EndpointState endpoint={endpoint} />
        <LastDelivery orgId={orgId} endpointId={endpoint.id} />
        <Text size="xs" c="dimmed">
          Signing secret {endpoint.secretHint}
          {endpoint.previousSecretExpiresAt &&
            ` · the previous one also signs until ${formatInstant(endpoint.previousSecretExpiresAt, '')}`}
        </Text>
        <EndpointActions orgId={orgId} endpoint={endpoint} />
        <Group>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={isLogOpen}
            aria-controls={isLogOpen ? logId : undefined}
            aria-label={`Delivery log of ${endpoint.url}`}
            rightSection={isLogOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setIsLogOpen(!isLogOpen)}
          >
            Delivery log
          </Button>
        </Group>
        {isLogOpen && (
          <Stack component="section" id={logId} aria-label={`Delivery log of ${endpoint.url}`}>
            <DeliveryLog orgId={orgId} endpointId={endpoint.id} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Why an endpoint gets no events, or is about to stop getting them. */
function EndpointState({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (endpoint.switchedOffAt) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconPlugOff />}
        title={`Switched off ${formatInstant(endpoint.switchedOffAt, '')}`}
      >
        Every delivery failed for 24 hours, so we stopped sending events here and emailed the
        owners. Fix your receiver, turn Send events on again, then send the failed deliveries again
        from the log.
      </Alert>
    );
  }
  if (!endpoint.enabled) {
    return (
      <Text size="sm" c="dimmed">
        Off: no events are sent here until you turn Send events on.
      </Text>
    );
  }
  if (endpoint.failingSince) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle />}
        title={`Failing since ${formatInstant(endpoint.failingSince, '')}`}
      >
        Deliveries keep failing. We try each again for 24 hours; if every one fails for 24 hours the
        endpoint is switched off.
      </Alert>
    );
  }
  return null;
}
