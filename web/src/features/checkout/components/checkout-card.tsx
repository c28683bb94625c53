import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { PublicEvent, PublicTicketType } from '@contract/public';
import { BuyerEmailField } from '@/components/buyer-email-field';
import { isApiError } from '@/lib/api-error';
import { looksLikeEmail, useBuyerEmail } from '@/lib/buyer-email';
import { useAvailability } from '../api/checkout-api';
import { summariseChoice } from '../order-summary';
import { availabilityOf, maxQuantity } from '../type-availability';
import { useCheckout } from '../use-checkout';
import { usePromoCode } from '../use-promo-code';
import { useAccessCode } from '../use-access-code';
import { useAttendeeDetails } from '../use-attendee-details';
import { OrderCharges } from './order-charges';
import { loadPaymentModal, PaymentStep } from './payment-step';
import { PromoCodeField } from './promo-code-field';
import { TicketPicker } from './ticket-picker';

// Only buyers who press Buy need these: a visit of the event page does not download them.
const CheckoutOutcome = lazy(() =>
  import('./checkout-outcome').then((m) => ({ default: m.CheckoutOutcome })),
);
// Only some events offer these: the others' buyers do not download them.
const AccessCodeField = lazy(() =>
  import('./access-code-field').then((m) => ({ default: m.AccessCodeField })),
);
const WaitingListPrompt = lazy(() =>
  import('@/features/waiting-list/components/waiting-list-prompt').then((m) => ({
    default: m.WaitingListPrompt,
  })),
);
const ErrorAlert = lazy(() =>
  import('@/components/error-alert').then((m) => ({ default: m.ErrorAlert })),
);

/** Enough to catch a typo; the server checks the address for real. */
function emailProblem(email: string): string | null {
  // SPEC.md's exact words for a missing email.
  if (!email) return 'no email';
  return looksLikeEmail(email) ? null : 'Enter a valid email';
}

/** One ticket of the first type on sale, so the common purchase is one press away. */
function initialQuantities(
  types: PublicTicketType[],
  canBuy: (type: PublicTicketType) => number,
): Record<string, number> {
  const first = types.find((type) => canBuy(type) > 0);
  return first ? { [first.id]: 1 } : {};
}

/**
 * The buyer's side of the event page: what to buy, the email, "Buy a ticket!", and after.
 * `admissionToken`: the waiting room's, sent with the purchase where the sale has one.
 * `onAdmissionRequired`: the sale's waiting room turned on (by itself, in a rush) since the
 * page loaded, and the purchase was refused for want of a turn.
 */
export function CheckoutCard({
  event,
  admissionToken,
  onAdmissionRequired,
}: {
  event: PublicEvent;
  admissionToken?: string;
  onAdmissionRequired?: () => void;
}) {
  const live = useAvailability(event.id);
  const availability = (type: PublicTicketType) => availabilityOf(type, live.data, new Date());
  const canBuy = (type: PublicTicketType) => maxQuantity(type, availability(type));
  const [quantities, setQuantities] = useState(() => initialQuantities(event.types, canBuy));
  const [typeErrors, setTypeErrors] = useState<Record<string, string>>({});
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const checkout = useCheckout(event.id, live.refetch, admissionToken);
  const buyer = useBuyerEmail();
  // Hidden types a typed code (or the link's `?access=`) unlocked show after the public ones.
  const access = useAccessCode(event.id);
  const offersAccessCode = event.accessCodes === true || access.linked;
  const types = access.unlocked ? [...event.types, ...access.unlocked.types] : event.types;
  const unlockedFirst = access.unlocked?.types.find((type) => canBuy(type) > 0)?.id;
  // What the code was for is what the buyer came to buy: one of it, instead of the default
  // (set as the unlock is rendered, as React adjusts state to a change of what it shows).
  const [chosenOnUnlock, setChosenOnUnlock] = useState<string>();
  if (unlockedFirst && unlockedFirst !== chosenOnUnlock) {
    setChosenOnUnlock(unlockedFirst);
    setQuantities({ [unlockedFirst]: 1 });
  }

  // What the buyer chose, within what can be bought now (the live availability may shrink it).
  const items = types
    .map((type) => ({
      typeId: type.id,
      quantity: Math.min(quantities[type.id] ?? 0, canBuy(type)),
    }))
    .filter((item) => item.quantity > 0);
  const promo = usePromoCode(event.id);
  const attendee = useAttendeeDetails(event.id, items);
  const summary = promo.applied
    ? promo.applied.summariseWithPromo(types, items, promo.applied.check)
    : summariseChoice(types, items);

  const { state, error } = checkout;
  const needsTurn = isApiError(error) && error.code === 'admission_required';
  useEffect(() => {
    if (needsTurn) onAdmissionRequired?.();
  }, [needsTurn, onAdmissionRequired]);
  const serverFields = isApiError(error) ? error.fields : {};
  const promoRefusal = serverFields.promoCode;
  const accessRefusal = serverFields.accessCode;
  const accessField = offersAccessCode && (
    <Suspense fallback={null}>
      <AccessCodeField access={access} {...(accessRefusal ? { serverError: accessRefusal } : {})} />
    </Suspense>
  );
  const conflictType = isApiError(error) && error.status === 409 ? error.details.typeId : undefined;
  const shownTypeErrors = { ...typeErrors };
  if (typeof conflictType === 'string' && isApiError(error))
    shownTypeErrors[conflictType] = error.message;
  const otherError =
    error && !(isApiError(error) && (error.status === 409 || Object.keys(error.fields).length > 0))
      ? error
      : null;

  if (types.length === 0) {
    return (
      <Stack gap="md">
        {access.checking ? (
          <Center py="md">
            <Loader role="status" aria-label="Unlocking your tickets" />
          </Center>
        ) : (
          <Text c="dimmed">Ticket prices are not announced yet.</Text>
        )}
        {accessField}
        <Button size="md" fullWidth leftSection={<IconTicket size={18} />} disabled>
          Buy a ticket!
        </Button>
      </Stack>
    );
  }
  if (state.step !== 'choosing' && state.step !== 'starting' && state.step !== 'paying') {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label="Loading" />
          </Center>
        }
      >
        <CheckoutOutcome
          state={state}
          onResume={checkout.resume}
          onStartOver={checkout.startOver}
        />
      </Suspense>
    );
  }

  // Sold out with an open waiting list: the form to join it, below (not in) the buy form.
  const waitedFor = event.types.filter(
    (type) =>
      availability(type).state === 'sold_out' &&
      !live.data?.types.find((entry) => entry.id === type.id)?.waitingListClosed,
  );
  const buyForm = (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        const problem = emailProblem(buyer.email.trim());
        buyer.setError(problem);
        if (problem) return;
        setTypeErrors({});
        if (items.length === 0) {
          setSelectionError('Choose at least one ticket');
          return;
        }
        setSelectionError(null);
        // A code typed but not applied is checked first: the buyer sees its price, then buys.
        if (promo.text.trim() && !promo.applied) {
          void promo.apply();
          return;
        }
        // The event's questions first (shown on the first press, checked on the next).
        void attendee.prepare().then((details) => {
          if (!details) return;
          // Fetched while the hold is being placed, so the popup opens without a wait.
          void loadPaymentModal();
          void checkout.buy({
            email: buyer.email.trim(),
            items,
            ...(promo.applied ? { promoCode: promo.applied.check.code } : {}),
            ...(access.unlocked ? { accessCode: access.unlocked.code } : {}),
            ...details,
          });
        });
      }}
      // Whether the event asks anything of each holder is looked up once the buyer starts.
      onFocusCapture={attendee.engage}
    >
      <Stack gap="md">
        <TicketPicker
          types={types}
          availability={availability}
          quantities={quantities}
          errors={shownTypeErrors}
          onChange={(typeId, quantity) => {
            setSelectionError(null);
            setQuantities((current) => ({ ...current, [typeId]: quantity }));
          }}
        />
        {selectionError && (
          <Text c="red" size="sm" role="alert">
            {selectionError}
          </Text>
        )}
        {accessField}
        {attendee.loaded && items.length > 0 && (
          <attendee.loaded.fields.AttendeeFields
            settings={attendee.loaded.settings}
            items={items}
            typeNames={new Map(types.map((type) => [type.id, type.name]))}
            draft={attendee.draft}
            errors={{ ...attendee.problems, ...serverFields }}
            onChange={attendee.change}
          />
        )}
        <PromoCodeField promo={promo} {...(promoRefusal ? { serverError: promoRefusal } : {})} />
        {summary && <OrderCharges summary={summary} />}
        <BuyerEmailField
          description="Your tickets are sent here"
          value={buyer.email}
          onChange={buyer.change}
          error={buyer.error ?? serverFields.email}
        />
        {otherError !== null && (
          <Suspense fallback={null}>
            <ErrorAlert title="We could not start your purchase" error={otherError} />
          </Suspense>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          leftSection={<IconTicket size={18} />}
          loading={state.step === 'starting'}
        >
          Buy a ticket!
        </Button>
      </Stack>
      <PaymentStep state={state} checkout={checkout} />
    </form>
  );
  return (
    <>
      {buyForm}
      {waitedFor.length > 0 && (
        <Suspense fallback={null}>
          <WaitingListPrompt eventId={event.id} types={waitedFor} />
        </Suspense>
      )}
    </>
  );
}
