import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import type { WaitingEntryView } from '@contract/waiting-list';
import { formatMinorUnits } from '@contract/money';
import { ErrorAlert } from '@/components/error-alert';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { EmailedLinkPage } from '@/components/emailed-link-page';
import { leaveWaitingList, readWaitingEntry, type EntryRef } from '../api/waiting-list-api';
import { timeLeftWords } from '../time-left';
import { useOfferCheckout } from '../use-offer-checkout';

const CheckoutOutcome = lazy(() =>
  import('@/features/checkout/components/checkout-outcome').then((m) => ({
    default: m.CheckoutOutcome,
  })),
);

/** Why there is nothing to buy, in the person's words. */
const stateTexts: Record<Exclude<WaitingEntryView['state'], 'offered' | 'waiting'>, string> = {
  claimed: 'You took this offer. If you did not finish paying, continue below.',
  lapsed: 'This offer ran out: its tickets went to the next person in line.',
  left: 'You left this waiting list.',
  closed: 'The organiser closed this waiting list: no tickets will be offered from it.',
};

/**
 * `/waiting-list/{eventId}/{typeId}/{entryId}#{token}`, the link of every waiting-list email:
 * the place kept (and a way to leave), or the offer (tickets, price, time left) with one
 * button that buys it through the usual payment popup. A lapsed, left or closed entry is a
 * clear page that changes nothing. The token stays in the fragment and travels in a header.
 */
export function WaitingListEntryPage() {
  const { eventId = '', typeId = '', entryId = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const entry = useMemo(() => ({ eventId, typeId, entryId }), [eventId, typeId, entryId]);
  const view = useQuery({
    queryKey: ['waitingList', eventId, typeId, entryId, token],
    queryFn: ({ signal }) => readWaitingEntry(entry, token, signal),
    enabled: token !== '',
    retry: false,
  });

  return (
    <EmailedLinkPage
      token={token}
      query={view}
      secretOf="of your place"
      what="your place"
      loadingHeight={280}
    >
      {(data) => (
        <EntryCard view={data} entry={entry} token={token} onChanged={() => void view.refetch()} />
      )}
    </EmailedLinkPage>
  );
}

function EntryCard({
  view,
  entry,
  token,
  onChanged,
}: {
  view: WaitingEntryView;
  entry: EntryRef;
  token: string;
  onChanged: () => void;
}) {
  const checkout = useOfferCheckout(entry, token, onChanged);
  const { state } = checkout;
  const inCheckout = state.step !== 'choosing' && state.step !== 'starting';
  return (
    <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {view.eventName}
          </Title>
          <Text c="dimmed">Waiting list: {view.typeName}</Text>
        </Stack>
        {inCheckout && state.step !== 'paying' ? (
          <Suspense fallback={<Skeleton h={120} />}>
            <CheckoutOutcome
              state={state}
              onResume={checkout.resume}
              onStartOver={checkout.startOver}
            />
          </Suspense>
        ) : (
          <EntryState
            view={view}
            entry={entry}
            token={token}
            checkout={checkout}
            onChanged={onChanged}
          />
        )}
      </Stack>
      <PaymentStep state={state} checkout={checkout} />
    </Paper>
  );
}

function EntryState({
  view,
  entry,
  token,
  checkout,
  onChanged,
}: {
  view: WaitingEntryView;
  entry: EntryRef;
  token: string;
  checkout: ReturnType<typeof useOfferCheckout>;
  onChanged: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 30_000, { autoInvoke: true });
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<unknown>(null);
  const leave = () => {
    setLeaving(true);
    setLeaveError(null);
    leaveWaitingList(entry, token)
      .then(onChanged)
      .catch(setLeaveError)
      .finally(() => setLeaving(false));
  };
  const leaveButton = (label: string) => (
    <Button variant="default" loading={leaving} onClick={leave}>
      {label}
    </Button>
  );
  const buyError = checkout.error;
  const { offer } = view;

  if (view.state === 'waiting') {
    return (
      <>
        <Text>
          You are on the waiting list for {view.quantity} × {view.typeName}. When tickets come back
          we email you, and the offer holds them for you for a while.
        </Text>
        {leaveError !== null && <ErrorAlert title="Could not leave the list" error={leaveError} />}
        {leaveButton('Leave the waiting list')}
      </>
    );
  }
  if (view.state === 'offered' && offer) {
    const money = (amount: number) => `${formatMinorUnits(amount)} ${offer.currency}`;
    return (
      <>
        <Alert color="green" variant="light" title="Tickets are held for you">
          {offer.quantity} × {view.typeName}, held until{' '}
          {new Date(offer.expiresAt).toLocaleString(undefined, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}{' '}
          ({timeLeftWords(offer.expiresAt, now)} left).
          {offer.quantity < view.quantity &&
            ` Fewer than the ${view.quantity} you asked for came back.`}
        </Alert>
        <Text>
          {money(offer.unitPrice)} a ticket · <strong>{money(offer.amount)}</strong> in all
        </Text>
        {buyError !== null && (
          <ErrorAlert title="We could not start your purchase" error={buyError} />
        )}
        {leaveError !== null && <ErrorAlert title="Could not leave the list" error={leaveError} />}
        <Button
          size="md"
          leftSection={<IconTicket size={18} aria-hidden />}
          loading={checkout.state.step === 'starting'}
          onClick={() => void checkout.buy()}
        >
          Buy my tickets
        </Button>
        {leaveButton('Pass them to the next person')}
      </>
    );
  }
  const text = view.state === 'offered' ? stateTexts.lapsed : stateTexts[view.state];
  return (
    <>
      <Alert color="gray" variant="light" role="status" title="Nothing to buy here">
        {text}
      </Alert>
      {buyError !== null && <ErrorAlert title="We could not open your order" error={buyError} />}
      {view.state === 'claimed' && (
        <Button loading={checkout.state.step === 'starting'} onClick={() => void checkout.buy()}>
          Continue to my order
        </Button>
      )}
    </>
  );
}
