import { cardFeeShares } from '../../contract/fees';
import { signed } from '../../domain/ledger';
import type { OrderRecord } from '../checkout/checkout-records';
import type { LedgerPosting } from './post-to-ledger';

type PostedOrder = Pick<OrderRecord, 'eventId' | 'currency' | 'amount' | 'charge'>;
type Organiser = { uid?: string; timeZone?: string } | undefined;

/** A posting of the order's money in its event's ledger, with the organiser's day. */
function orderPosting(
  orderId: string,
  order: PostedOrder,
  organiser: Organiser,
  at: string,
  entries: LedgerPosting['entries'],
): LedgerPosting {
  return {
    eventId: order.eventId,
    uid: organiser?.uid ?? '',
    ...(organiser?.timeZone ? { timeZone: organiser.timeZone } : {}),
    currency: order.currency,
    reference: orderId,
    at,
    entries,
  };
}

/**
 * What a paid order adds to its event's ledger: the charge, less the platform's fee and its
 * VAT, less the gateway's own fee, of which the platform bears what the sale left no room for
 * (contract/fees.ts: the organiser never pays to sell). `organiser` (the event) is missing only
 * for an event deleted while the order was held; its money is still recorded.
 */
export function salePosting(
  orderId: string,
  order: PostedOrder,
  organiser: Organiser,
  payment: { fees?: number },
  at: string,
): LedgerPosting {
  const platformFee = order.charge?.platformFee ?? 0;
  const vat = order.charge?.vat ?? 0;
  const cardFee = payment.fees ?? 0;
  const borne = cardFeeShares(order.amount - platformFee - vat, cardFee);
  return orderPosting(orderId, order, organiser, at, [
    { kind: 'sale', amount: signed('sale', order.amount) },
    { kind: 'platform_fee', amount: signed('platform_fee', platformFee) },
    { kind: 'platform_fee_vat', amount: signed('platform_fee_vat', vat) },
    { kind: 'gateway_fee', amount: signed('gateway_fee', cardFee) },
    { kind: 'gateway_fee_covered', amount: signed('gateway_fee_covered', borne.platform) },
  ]);
}

/**
 * What refunding a paid order takes from its event's ledger: everything the buyer paid goes
 * back to them, and the platform gives back its fee and the fee's VAT; the gateway keeps its
 * fee (see domain/ledger.ts).
 */
export function refundPosting(
  orderId: string,
  order: PostedOrder,
  organiser: Organiser,
  at: string,
): LedgerPosting {
  return orderPosting(orderId, order, organiser, at, [
    { kind: 'refund', amount: signed('refund', order.amount) },
    {
      kind: 'platform_fee_returned',
      amount: signed('platform_fee_returned', order.charge?.platformFee ?? 0),
    },
    {
      kind: 'platform_fee_vat_returned',
      amount: signed('platform_fee_vat_returned', order.charge?.vat ?? 0),
    },
  ]);
}
