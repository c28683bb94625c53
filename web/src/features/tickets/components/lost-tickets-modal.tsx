import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { lostTicketsAnswer, type LostTicketsAnswer } from '@contract/lost-tickets';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/**
 * The address a buyer's tickets went to; they are sent to it again. The answer is the same
 * whether or not it has tickets, so the form says what happens, not what was found. Plain
 * state rather than a query client's mutation: the server-rendered event page mounts the buy
 * panel without one.
 */
export function LostTicketsModal({ eventId, onClose }: { eventId?: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<LostTicketsAnswer>();
  const [error, setError] = useState<unknown>();
  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      setAnswer(
        await apiClient.post(
          eventId ? `/api/events/${encodeURIComponent(eventId)}/lost-tickets` : '/api/lost-tickets',
          { email },
          lostTicketsAnswer,
        ),
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };
  const fieldError = isApiError(error) ? error.fields.email : undefined;
  const otherError = error && !fieldError ? (error as Error).message : undefined;
  return (
    <Modal opened onClose={onClose} title="Lost your tickets?">
      {answer ? (
        <Stack gap="md">
          <Alert color="green">{answer.message}</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            void send();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {eventId
                ? 'Enter the email address you bought with, or the one your tickets were sent to. We send this event’s tickets to it again.'
                : 'Enter the email address you bought with, or the one your tickets were sent to. We send the tickets of every event still to come to it again.'}
            </Text>
            <TextInput
              type="email"
              label="Email address"
              autoComplete="email"
              value={email}
              onChange={(changed) => setEmail(changed.currentTarget.value)}
              error={fieldError}
            />
            {otherError && <Alert color="red">{otherError}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" loading={sending}>
                Send my tickets
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
