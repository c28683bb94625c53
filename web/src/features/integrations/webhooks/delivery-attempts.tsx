import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { WebhookAttemptView } from '@contract/webhooks';
import { PlainList } from '@/components/plain-list';
import { formatInstant } from '@/lib/event-time';
import { attemptResult } from './webhook-words';

/** Each attempt of a delivery, in the order made: when, how it ended, what the receiver said. */
export function DeliveryAttempts({
  attempts,
  label,
}: {
  attempts: readonly WebhookAttemptView[];
  /** Names the list for assistive technology ("Attempts of order.paid evt_1"). */
  label: string;
}) {
  if (attempts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not attempted yet.
      </Text>
    );
  }
  return (
    <PlainList gap="xs" aria-label={label}>
      {attempts.map((attempt, index) => (
        <Paper component="li" key={`${attempt.at}-${index}`} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                Attempt {index + 1}
              </Text>
              <Badge variant="light" color={attempt.outcome === 'succeeded' ? 'teal' : 'red'}>
                {attemptResult(attempt)}
              </Badge>
              {attempt.manual && (
                // "Send again" or "Send test event", rather than the schedule.
                <Badge variant="outline" color="gray">
                  By hand
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {formatInstant(attempt.at, '')} · {attempt.durationMs} ms
              </Text>
            </Group>
            {attempt.error && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {attempt.error}
              </Text>
            )}
            {attempt.response !== undefined && attempt.response !== '' && (
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Response (first 1 KB)
                </Text>
                {/* Wrapped, never scrolled: at most 1 KB, and no scroll box to reach by keyboard. */}
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {attempt.response}
                </Code>
              </Stack>
            )}
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
