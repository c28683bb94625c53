import { lazy, Suspense } from 'react';
import type { CheckoutStep, HeldOrder } from '../checkout-state';

// Only buyers who reach payment need the popup: a visit of the page does not download it.
export const loadPaymentModal = () => import('./payment-modal');
const PaymentModal = lazy(() => loadPaymentModal().then((m) => ({ default: m.PaymentModal })));

/** What a purchase does with the popup's outcome (the buy panel's, a waiting-list offer's). */
type PaymentOutcomes = {
  confirm: (held: HeldOrder) => Promise<void>;
  declined: (held: HeldOrder) => void;
  cancelled: (held: HeldOrder) => void;
  expired: () => void;
};

/** The payment popup while a held order is being paid, loaded when it is first needed. */
export function PaymentStep({
  state,
  checkout,
}: {
  state: CheckoutStep;
  checkout: PaymentOutcomes;
}) {
  if (state.step !== 'paying') return null;
  return (
    <Suspense fallback={null}>
      <PaymentModal
        held={state.held}
        onPaid={() => void checkout.confirm(state.held)}
        onDeclined={() => checkout.declined(state.held)}
        onCancelled={() => checkout.cancelled(state.held)}
        onExpired={checkout.expired}
      />
    </Suspense>
  );
}
