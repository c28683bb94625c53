import { useCallback, useState } from 'react';
import {
  heldOrderSteps,
  type CheckoutStep,
  type HeldOrder,
} from '@/features/checkout/checkout-state';
import { confirmHeldOrder } from '@/features/checkout/confirm-held-order';
import { claimOffer, type EntryRef } from './api/waiting-list-api';

/**
 * Buying a waiting-list offer: the claim (the same order on a second press), the payment
 * popup, then the gateway's word, with the checkout's own steps and screens.
 */
export function useOfferCheckout(entry: EntryRef, token: string, onChanged: () => void) {
  const [state, setState] = useState<CheckoutStep>({ step: 'choosing' });
  const [error, setError] = useState<unknown>(null);

  const buy = useCallback(async () => {
    setError(null);
    setState({ step: 'starting' });
    try {
      const answer = await claimOffer(entry, token);
      if (answer.status === 'held') setState({ step: 'paying', held: answer });
      else if (answer.status === 'paid') setState({ step: 'paid', ...answer });
      else setState({ step: 'choosing' });
    } catch (failure) {
      setState({ step: 'choosing' });
      setError(failure);
      onChanged();
    }
  }, [entry, token, onChanged]);

  const confirm = useCallback(async (held: HeldOrder) => {
    setState({ step: 'confirming', held });
    const settled = await confirmHeldOrder(held);
    if (settled.error !== undefined) setError(settled.error);
    setState(settled.step);
  }, []);

  return {
    state,
    error,
    buy,
    confirm,
    ...heldOrderSteps(setState),
    expired: () => setState({ step: 'expired' }),
    startOver: () => {
      setError(null);
      setState({ step: 'choosing' });
      onChanged();
    },
  };
}
