import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import type { MessageStatus, MessageView } from '@contract/messages';
import { InlineError } from '@/components/inline-error';
import { PlainList } from '@/components/plain-list';
import { browserTimeZone, formatInstant } from '@/lib/event-time';
import { TitledCard } from '../components/titled-card';
import { ComposeMessageModal } from './compose-message-modal';
import { audienceWords, isDue, progressWords } from './message-words';
import { useCancelMessage, useMessages } from './messages-api';

const statusBadge: Record<MessageStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
  cancelled: { label: 'Called off', color: 'gray' },
};

/** What `sendAt` is to a message: when it goes, or went. */
const sentWords = { scheduled: 'Goes', sending: 'Sent', sent: 'Sent' } as const;

function MessageRow({
  message,
  event,
  timeZone,
  now,
}: {
  message: MessageView;
  event: EventWithTypes;
  timeZone: string;
  /** When the list was read: a scheduled message due by then is starting. */
  now: number;
}) {
  const cancel = useCancelMessage(event.id);
  const due = isDue(message, now);
  const badge = due ? statusBadge.sending : statusBadge[message.status];
  const when =
    message.status === 'cancelled'
      ? `Written ${formatInstant(message.createdAt, timeZone)}`
      : `${sentWords[message.status]} ${formatInstant(message.sendAt, timeZone)}`;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Text>
          <Badge color={badge.color}>{badge.label}</Badge>
          {message.promotional && <Badge variant="outline">Promotional</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {audienceWords(message.audience, event.types)} · {when} · by {message.createdBy}
        </Text>
        <Text size="sm" aria-live="polite">
          {progressWords(message, now)}
        </Text>
        <InlineError message={cancel.error?.message} />
      </Stack>
      {message.status === 'scheduled' && !due && (
        <Button
          size="xs"
          variant="default"
          aria-label={`Call off ${message.subject}`}
          loading={cancel.isPending}
          onClick={() => cancel.mutate(message.id)}
        >
          Call off
        </Button>
      )}
    </Group>
  );
}

/**
 * The event's messages to its people, newest first, each with where it is (sending, sent to
 * how many, failed, unsubscribed); New message opens the composer.
 */
export function MessagesCard({ event }: { event: EventWithTypes }) {
  const messages = useMessages(event.id);
  const [composing, setComposing] = useState(false);
  const timeZone = event.timeZone ?? browserTimeZone();
  const list = messages.data;
  return (
    <TitledCard
      title="Messages"
      gap="md"
      action={
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setComposing(true)}>
          New message
        </Button>
      }
    >
      <InlineError message={messages.error?.message} />
      {list && (
        <Text size="sm" c="dimmed">
          {list.sentToday} of {list.perDay} messages in the last 24 hours.
        </Text>
      )}
      {list && list.messages.length === 0 && (
        <Text size="sm" c="dimmed">
          No messages yet. Tell your ticket holders that doors open later, where to park, or what to
          bring; each address gets a message once, however many tickets it holds.
        </Text>
      )}
      {list && list.messages.length > 0 && (
        <PlainList gap="md">
          {list.messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              event={event}
              timeZone={timeZone}
              now={messages.dataUpdatedAt}
            />
          ))}
        </PlainList>
      )}
      {composing && <ComposeMessageModal event={event} onClose={() => setComposing(false)} />}
    </TitledCard>
  );
}
