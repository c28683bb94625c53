import type { BeginTransactionResponse, VerifyPaymentResponse } from '@contract/checkout';
import { queueCountLimit } from '@contract/queue-position';

export type HeldOrder = Extract<BeginTransactionResponse, { status: 'held' }>;
export type OrderItem = HeldOrder['items'][number];

/** Where a buyer is in checkout; every step has its own screen and a way forward. */
export type CheckoutStep =
  | { step: 'choosing' }
  | { step: 'starting' }
  | { step: 'queued'; requestId: string; position?: number }
  | { step: 'paying'; held: HeldOrder }
  | { step: 'confirming'; held: HeldOrder }
  | { step: 'declined'; held: HeldOrder }
  | { step: 'cancelled'; held: HeldOrder }
  | { step: 'expired' }
  | {
      step: 'paid';
      reference: string;
      ticketCodes: string[];
      items: OrderItem[];
      amount: number;
      currency: string;
    }
  | { step: 'refunded'; reason: string };

export type PaidConfirmation = Extract<VerifyPaymentResponse, { status: 'paid' }>;

/**
 * What the payment popup says of a held order, as the checkout's next step: the card declined,
 * the buyer closed the popup, or pays again (resume).
 */
export function heldOrderSteps(setState: (step: CheckoutStep) => void) {
  return {
    declined: (held: HeldOrder) => setState({ step: 'declined', held }),
    cancelled: (held: HeldOrder) => setState({ step: 'cancelled', held }),
    resume: (held: HeldOrder) => setState({ step: 'paying', held }),
  };
}

/** The hold's time left in whole seconds, never below zero. */
export function secondsLeft(holdExpiresAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(holdExpiresAt) - now) / 1000));
}

/** "14:07": minutes and seconds for the countdown; "23:59:30" for a waiting-list offer's hold. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const mmss = (m: number) => `${m}:${String(seconds % 60).padStart(2, '0')}`;
  if (minutes < 60) return mmss(minutes);
  return `${Math.floor(minutes / 60)}:${mmss(minutes % 60).padStart(5, '0')}`;
}

/** The buyer's place in the queue in words; the count stops at `queueCountLimit` ahead. */
export function describeQueuePosition(position: number | undefined): string {
  if (position === undefined) {
    return 'Lots of buyers right now: you are in the queue and keep your place.';
  }
  if (position > queueCountLimit) {
    return `You are in the queue behind more than ${queueCountLimit.toLocaleString('en')} buyers, and you keep your place.`;
  }
  if (position === 1) return 'You are next in the queue: your tickets are coming up.';
  return `You are number ${position} in the queue, and you keep your place.`;
}
