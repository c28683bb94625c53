import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import type { TicketView } from '@contract/tickets';
import type { TicketTransferState } from '@contract/transfers';
import { InlineError } from '@/components/inline-error';
import { isApiError } from '@/lib/api-error';
import { useCancelTransfer, useStartTransfer } from '../api/transfers-api';
import { onEventClock } from './event-clock';

/**
 * "Transfer to a friend" on a ticket's page: the form while the ticket may change hands, the
 * transfer waiting for the friend (with Cancel), or why transfers are shut. A transferred or
 * void ticket says so in its door state instead.
 */
export function TicketTransferSection({ ticket }: { ticket: TicketView }) {
  const { transfer } = ticket;
  if (!transfer) return null;
  if (transfer.state === 'available') return <TransferForm ticket={ticket} transfer={transfer} />;
  if (transfer.state === 'pending') return <PendingTransfer ticket={ticket} transfer={transfer} />;
  if (transfer.state === 'unavailable' && transfer.reason === 'transfers_off') {
    return (
      <Text size="sm" c="dimmed" ta="center">
        The organiser does not allow transfers for this event.
      </Text>
    );
  }
  if (transfer.state === 'unavailable' && transfer.reason === 'transfers_closed') {
    return (
      <Text size="sm" c="dimmed" ta="center">
        Transfers for this event are closed.
      </Text>
    );
  }
  return null;
}

function TransferForm({
  ticket,
  transfer,
}: {
  ticket: TicketView;
  transfer: Extract<TicketTransferState, { state: 'available' }>;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const start = useStartTransfer(ticket.code);
  const formId = useId();
  const fields = start.error && isApiError(start.error) ? start.error.fields : {};
  const otherError = start.error && !fields.name && !fields.email ? start.error.message : undefined;

  if (!open) {
    return (
      <Group justify="center">
        <Button
          variant="default"
          leftSection={<IconSend size={18} aria-hidden />}
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          Transfer to a friend
        </Button>
      </Group>
    );
  }

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    start.mutate({ name: name.trim(), email: email.trim() });
  };

  return (
    <Paper withBorder radius="lg" p="md" id={formId}>
      <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${formId}-title`}>
            Transfer to a friend
          </Title>
          <Text size="sm" c="dimmed">
            We email your friend a link to claim this ticket. When they do, they get a ticket with a
            new QR code and this one stops working. Until then you can cancel.
            {transfer.closesAt
              ? ` Transfers close ${onEventClock(ticket, transfer.closesAt)}.`
              : ''}
          </Text>
          <TextInput
            label="Friend's name"
            value={name}
            onChange={(change) => setName(change.currentTarget.value)}
            error={fields.name}
            maxLength={100}
            autoComplete="off"
            required
            data-autofocus
          />
          <TextInput
            label="Friend's email"
            type="email"
            inputMode="email"
            value={email}
            onChange={(change) => setEmail(change.currentTarget.value)}
            error={fields.email}
            maxLength={254}
            autoComplete="off"
            required
          />
          {otherError && (
            <Alert color="red" variant="light" role="alert">
              {otherError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={start.isPending}>
              Not now
            </Button>
            <Button type="submit" loading={start.isPending}>
              Send the ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PendingTransfer({
  ticket,
  transfer,
}: {
  ticket: TicketView;
  transfer: Extract<TicketTransferState, { state: 'pending' }>;
}) {
  const cancel = useCancelTransfer(ticket.code);
  return (
    <Alert color="blue" variant="light" title="Waiting for your friend" role="status">
      <Stack gap="xs">
        <Text size="sm">
          You sent this ticket to {transfer.toName} ({transfer.toEmail}) on{' '}
          {onEventClock(ticket, transfer.createdAt)}. It stays yours, and keeps working, until they
          claim it.
        </Text>
        <InlineError message={cancel.error?.message} />
        <Group>
          <Button
            variant="default"
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel transfer
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
