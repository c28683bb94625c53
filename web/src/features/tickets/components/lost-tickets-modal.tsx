import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { lostTicketsAnswer } from '@contract/lost-tickets';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/**
 * The address a buyer's tickets went to; they are sent to it again. The answer is the same
 * whether or not it has tickets, so the form says what happens, not what was found.
 */
export function LostTicketsModal({ eventId, onClose }: { eventId?: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: (address: string) =>
      apiClient.post(
        eventId ? `/api/events/${encodeURIComponent(eventId)}/lost-tickets` : '/api/lost-tickets',
        { email: address },
        lostTicketsAnswer,
      ),
  });
  const fieldError = isApiError(send.error) ? send.error.fields.email : undefined;
  return (
    <Modal opened onClose={onClose} title="Lost your tickets?">
      {send.data ? (
        <Stack gap="md">
          <Alert color="green">{send.data.message}</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            send.mutate(email);
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
            {send.error && !fieldError && <Alert color="red">{send.error.message}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                Send my tickets
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
