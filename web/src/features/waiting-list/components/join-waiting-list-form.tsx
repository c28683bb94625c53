import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { JoinWaitingListResponse } from '@contract/waiting-list';
import { BuyerEmailField } from '@/components/buyer-email-field';
import { ErrorAlert } from '@/components/error-alert';
import { isApiError } from '@/lib/api-error';
import { looksLikeEmail, useBuyerEmail } from '@/lib/buyer-email';
import { joinWaitingList, leaveWaitingList } from '../api/waiting-list-api';
import type { SoldOutType } from '../sold-out-type';

/** Enough to catch a typo; the server checks the address for real. */
type Joined = JoinWaitingListResponse & { email: string; type: SoldOutType };

/** The waiting list's form: which type (when several are sold out), the email, how many. */
export function JoinWaitingListForm({ eventId, types }: { eventId: string; types: SoldOutType[] }) {
  const [typeId, setTypeId] = useState(types[0]!.id);
  const type = types.find((one) => one.id === typeId) ?? types[0]!;
  const buyer = useBuyerEmail();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState<Joined | null>(null);

  if (joined) return <JoinedNotice eventId={eventId} joined={joined} />;

  const fields = isApiError(error) ? error.fields : {};
  const otherError = error && Object.keys(fields).length === 0 ? error : null;
  return (
    <form
      noValidate
      aria-labelledby="waiting-list-title"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        const trimmed = buyer.email.trim();
        const problem = !trimmed
          ? 'Enter your email address'
          : looksLikeEmail(trimmed)
            ? null
            : 'Enter a valid email address';
        buyer.setError(problem);
        if (problem) return;
        setError(null);
        setPending(true);
        joinWaitingList(eventId, type.id, { email: trimmed, quantity })
          .then((answer) => setJoined({ ...answer, email: trimmed, type }))
          .catch(setError)
          .finally(() => setPending(false));
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="waiting-list-title">
          Join the waiting list
        </Title>
        <Text size="sm" c="dimmed">
          When tickets come back, the first in line are offered them by email, held for them for a
          while. You may be offered fewer than you ask for.
        </Text>
        {types.length > 1 && (
          <NativeSelect
            label="Ticket type"
            data={types.map((one) => ({ value: one.id, label: one.name }))}
            value={type.id}
            onChange={(changed) => {
              setTypeId(changed.currentTarget.value);
              setQuantity(1);
            }}
          />
        )}
        <BuyerEmailField
          description="Your offer is sent here"
          value={buyer.email}
          onChange={buyer.change}
          error={buyer.error ?? fields.email}
        />
        <NativeSelect
          label="Tickets"
          data={Array.from({ length: type.maxPerOrder }, (_, index) => String(index + 1))}
          value={String(quantity)}
          onChange={(changed) => setQuantity(Number(changed.currentTarget.value))}
          error={fields.quantity}
        />
        {otherError !== null && (
          <ErrorAlert title="We could not add you to the waiting list" error={otherError} />
        )}
        <Button type="submit" loading={pending}>
          Join the waiting list
        </Button>
      </Stack>
    </form>
  );
}

/** Joined: what happens next, and (for the session that joined) a way to leave at once. */
function JoinedNotice({ eventId, joined }: { eventId: string; joined: Joined }) {
  const [left, setLeft] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  if (left) {
    return (
      <Alert color="gray" variant="light" role="status" title="You left the waiting list">
        You will not be offered {joined.type.name} tickets.
      </Alert>
    );
  }
  const token = joined.token;
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status" title="You are on the waiting list">
        {joined.updated ? 'Your place is kept: ' : ''}
        We will email {joined.email} if {joined.quantity} × {joined.type.name}{' '}
        {joined.quantity === 1 ? 'comes' : 'come'} back. The email also has a link to leave the
        list.
      </Alert>
      {error !== null && <ErrorAlert title="We could not take you off the list" error={error} />}
      {token && (
        <Button
          variant="default"
          loading={pending}
          onClick={() => {
            setPending(true);
            setError(null);
            leaveWaitingList({ eventId, typeId: joined.type.id, entryId: joined.entryId }, token)
              .then(() => setLeft(true))
              .catch(setError)
              .finally(() => setPending(false));
          }}
        >
          Leave the waiting list
        </Button>
      )}
    </Stack>
  );
}
