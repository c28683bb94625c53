import { useCallback, useEffect, useRef, useState } from 'react';
import type { BeginTransactionRequest, BeginTransactionResponse } from '@contract/checkout';
import { ensureAnonymousSession } from '@/features/auth/api/ensure-anonymous-session';
import { isApiError } from '@/lib/api-error';
import { beginTransaction, getPurchaseRequest } from './api/checkout-api';
import { useLinkQueryParam } from './link-query';
import { confirmHeldOrder } from './confirm-held-order';
import { heldOrderSteps, type CheckoutStep, type HeldOrder } from './checkout-state';
import { nextQueueLookMs } from './queue-timing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Selection = {
  email: string;
  items: BeginTransactionRequest['items'];
  /** A promo code the page checked; the allocator counts its use with the grant. */
  promoCode?: string;
  /** The access code that unlocked hidden types on the page (contract/access-codes.ts). */
  accessCode?: string;
  /** Answers and each ticket's holder, where the event asks (checked by the page first). */
  answers?: BeginTransactionRequest['answers'];
  attendees?: BeginTransactionRequest['attendees'];
};

/**
 * The buyer's path through checkout: an anonymous session when they press Buy (not before),
 * the hold, the payment popup, the confirmation. One request key per attempt, so pressing
 * Buy twice, or a retry after a network error, is the same purchase.
 */
export function useCheckout(
  eventId: string,
  /** Asks for the live availability again (after a purchase changed it). */
  refreshAvailability: () => Promise<void>,
  /** The waiting room's admission token, where the sale has one. */
  admissionToken?: string,
) {
  const [state, setState] = useState<CheckoutStep>({ step: 'choosing' });
  // Where the buyer came from (`?ref=`): what the order's source will be.
  const linkRef = useLinkQueryParam('ref');
  const [error, setError] = useState<unknown>(null);
  // `sent`: this key went to the server once (so a second press says `again`).
  const attempt = useRef<{ key: string; selection: string; sent: boolean } | null>(null);
  // Polling stops when the buyer leaves the page.
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const settle = useCallback(async (first: BeginTransactionResponse) => {
    let answer = first;
    if (answer.status === 'queued') {
      const { requestId } = answer;
      setState({ step: 'queued', requestId, position: answer.position });
      // Ask again until the allocator has answered; the buyer sees their place move up.
      for (let wait = answer.position !== undefined; ; wait = true) {
        if (wait) await sleep(nextQueueLookMs());
        if (!isMounted.current) return;
        answer = await getPurchaseRequest(requestId);
        if (!isMounted.current) return;
        if (answer.status !== 'queued') break;
        setState({ step: 'queued', requestId, position: answer.position });
      }
    }
    if (answer.status === 'held') {
      setState({ step: 'paying', held: answer });
    } else if (answer.status === 'paid') {
      attempt.current = null;
      setState({ step: 'paid', ...answer });
    }
  }, []);

  const buy = useCallback(
    async (selection: Selection) => {
      setError(null);
      const fingerprint = JSON.stringify(selection);
      if (attempt.current?.selection !== fingerprint) {
        attempt.current = { key: crypto.randomUUID(), selection: fingerprint, sent: false };
      }
      const current = attempt.current;
      setState({ step: 'starting' });
      try {
        await ensureAnonymousSession();
        const again = current.sent;
        current.sent = true;
        const answer = await beginTransaction(
          {
            eventId,
            email: selection.email,
            items: selection.items,
            requestKey: current.key,
            ...(selection.promoCode ? { promoCode: selection.promoCode } : {}),
            ...(selection.accessCode ? { accessCode: selection.accessCode } : {}),
            ...(selection.answers ? { answers: selection.answers } : {}),
            ...(selection.attendees ? { attendees: selection.attendees } : {}),
            ...(again ? { again } : {}),
            ...(admissionToken === undefined ? {} : { admissionToken }),
          },
          linkRef,
        );
        await settle(answer);
      } catch (failure) {
        setState({ step: 'choosing' });
        setError(failure);
        if (isApiError(failure) && failure.status === 409) {
          attempt.current = null;
          void refreshAvailability();
        }
      }
    },
    [eventId, settle, refreshAvailability, admissionToken, linkRef],
  );

  /** After the popup reports success: the server asks Paystack and fulfils the order. */
  const confirm = useCallback(
    async (held: HeldOrder) => {
      setState({ step: 'confirming', held });
      const settled = await confirmHeldOrder(held);
      if (settled.step.step === 'paid' || settled.step.step === 'refunded') attempt.current = null;
      if (settled.step.step === 'paid') void refreshAvailability();
      if (settled.error !== undefined) setError(settled.error);
      setState(settled.step);
    },
    [refreshAvailability],
  );

  return {
    state,
    error,
    buy,
    confirm,
    ...heldOrderSteps(setState),
    expired: () => {
      attempt.current = null;
      setState({ step: 'expired' });
      void refreshAvailability();
    },
    startOver: () => {
      attempt.current = null;
      setError(null);
      setState({ step: 'choosing' });
    },
  };
}
