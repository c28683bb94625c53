import { formatMinorUnits } from '../../contract/money';
import { doorStateOf } from '../../domain/door-state';
import { paths } from '../../paths';
import type { DocStore, ExistingDoc, Transaction } from '../../ports/doc-store';
import { PaymentGatewayError, type PaymentGateway } from '../../ports/payment-gateway';
import { AppError, notFound } from '../common/app-error';
import type { OrderRecord } from '../checkout/checkout-records';
import { readTicketsHeldNow } from '../transfers/tickets-held-now';
import type { EventRecord } from '../events/event-records';
import { refundPosting } from '../money/order-postings';
import { prepareLedgerPosting } from '../money/post-to-ledger';
import { sendRefundEmail } from './send-refund-email';
import type { Services } from '../common/services';
import { crashPoint } from '../common/crash-points';
import { recordAudit } from '../organisations/audit-log';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { orderRefundedEvent } from '../webhooks/order-webhook-events';
import { issuerTurn } from '../invoices/issuer-turns';
import { prepareNextNumber } from '../invoices/document-numbers';

/**
 * How long a caller may hold a refund to itself while it asks the gateway. Longer than any
 * gateway call; a caller that died holding it is taken over once it has run out.
 */
export const refundLeaseMs = 2 * 60 * 1000;

/** Why an order is refunded: by its organiser (`refunded`) or with its event (`cancelled`). */
export type RefundCause = {
  voidReason: 'refunded' | 'cancelled';
  /** Kept on the order and told to the buyer. */
  reason: string;
  /** Who asked: the organiser's or administrator's uid. */
  by: string;
};

export type RefundOutcome =
  /** Refunded (now or before): its tickets are void and the buyer was emailed. */
  | { state: 'refunded'; order: ExistingDoc<OrderRecord> }
  /** Another caller holds the refund's lease and is asking the gateway now. */
  | { state: 'refunding'; order: ExistingDoc<OrderRecord> };

export type RefundServices = Pick<
  Services,
  'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl'
>;

type Claim = RefundOutcome | { state: 'claimed'; order: ExistingDoc<OrderRecord>; retry: boolean };

/**
 * Refunds a paid order in full exactly once, however many callers press at once and
 * whatever crashes between the steps: (1) a transaction moves it from `paid` to
 * `refund_pending` with a lease, so only one caller talks to the gateway; (2) that caller
 * asks the gateway to refund, and a caller that took over a lease that ran out first asks
 * whether the money already went back; (3) one transaction marks it `refunded`, voids its
 * tickets and sends its stock back through the allocator (`stockReturn: 'pending'`), and
 * for an organiser's refund (not a cancellation's) writes its `refund.made` audit entry, and
 * for an order with a receipt takes the next number of its seller's credit notes; (4) the
 * buyer is emailed (once: the order names the message). Free orders skip the gateway.
 */
export async function refundPaidOrder(
  services: RefundServices,
  orderId: string,
  cause: RefundCause,
): Promise<RefundOutcome> {
  const claim = await claimRefund(services, orderId, cause);
  if (claim.state === 'refunding') return claim;
  if (claim.state === 'claimed') {
    crashPoint('refund.claimed');
    if (claim.order.data.amount > 0) {
      try {
        await refundAtGateway(services.payments, orderId, claim.retry);
        crashPoint('refund.gateway-answered');
      } catch (error) {
        await releaseLease(services, orderId);
        // Paystack's trouble: the organiser presses Refund again, or the sweep finishes it.
        throw new AppError(
          'gateway_unavailable',
          `The payment gateway did not refund this order: ${(error as Error).message}. Try again in a moment.`,
        );
      }
    }
  }
  const done = claim.state === 'refunded' ? claim : await completeRefund(services, orderId, cause);
  crashPoint('refund.completed');
  // Sent again on every call that finds it refunded: the key drops the repeats, and a crash
  // between the last transaction and the email is caught up by the next call.
  await sendRefundEmail(services, done.order, done.order.data.refund?.reason ?? cause.reason);
  return done;
}

/**
 * `step` of a refund, in a transaction of its own with the order read, unless the order is
 * refunded already (by this caller or another): then that is the outcome.
 */
function unlessRefunded<T>(
  docs: DocStore,
  orderId: string,
  step: (tx: Transaction, order: ExistingDoc<OrderRecord>) => Promise<T>,
): Promise<T | Extract<RefundOutcome, { state: 'refunded' }>> {
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<OrderRecord>(paths.order(orderId));
    if (!snapshot.data) throw notFound('Order');
    const order = { ...snapshot, data: snapshot.data };
    if (order.data.status === 'refunded') return { state: 'refunded' as const, order };
    return step(tx, order);
  });
}

const notPaid = () =>
  new AppError('conflict', 'This order was not paid, so there is nothing to refund');

function claimRefund(
  { docs, clock }: RefundServices,
  orderId: string,
  cause: RefundCause,
): Promise<Claim> {
  return unlessRefunded(docs, orderId, async (tx, order): Promise<Claim> => {
    const now = clock.now();
    const leaseUntil = order.data.refund?.leaseUntil;
    const pending = order.data.status === 'refund_pending';
    if (pending && leaseUntil !== undefined && leaseUntil > now.toISOString()) {
      return { state: 'refunding', order };
    }
    if (!pending && order.data.status !== 'paid') throw notPaid();
    const refund = {
      reason: (pending ? order.data.refund?.reason : undefined) ?? cause.reason,
      at: (pending ? order.data.refund?.at : undefined) ?? now.toISOString(),
      by: cause.by,
      leaseUntil: new Date(now.getTime() + refundLeaseMs).toISOString(),
      voidReason: cause.voidReason,
    };
    tx.update(order.path, { status: 'refund_pending', refund });
    return {
      state: 'claimed',
      order: { ...order, data: { ...order.data, status: 'refund_pending', refund } },
      retry: pending,
    };
  });
}

/**
 * A lease taken over from a caller that stopped may hide a refund the gateway already took:
 * ask first. A refusal because it is already refunded (a slow caller finished meanwhile) is
 * the same success.
 */
export async function refundAtGateway(
  payments: PaymentGateway,
  orderId: string,
  isTakeOver: boolean,
): Promise<void> {
  if (isTakeOver && (await isRefundUnderWay(payments, orderId))) return;
  try {
    await payments.refund(orderId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (!(await isRefundUnderWay(payments, orderId))) throw error;
  }
}

/**
 * Whether all the money is going back already: the payment reads `reversed`, or the gateway
 * holds refunds of it, not failed, for its whole amount (Paystack queues refunds, and the
 * payment reads `success` until they are processed).
 */
async function isRefundUnderWay(payments: PaymentGateway, orderId: string): Promise<boolean> {
  const payment = await payments.verify(orderId);
  if (payment.status === 'reversed') return true;
  const refunds = await payments.refundsOf(orderId);
  const refunded = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return refunded >= payment.amount;
}

/** The gateway failed: the next caller may try at once instead of waiting for the lease. */
async function releaseLease({ docs, clock }: RefundServices, orderId: string): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (order?.status !== 'refund_pending' || !order.refund) return;
    tx.update(paths.order(orderId), {
      refund: { ...order.refund, leaseUntil: clock.now().toISOString() },
    });
  });
}

/** The turn every refund's last step in this process takes (invoices/issuer-turns.ts). */
const refundCompletions = 'refund-completions';

async function completeRefund(
  { docs, clock }: RefundServices,
  orderId: string,
  cause: RefundCause,
): Promise<RefundOutcome> {
  // Before the transaction reads, as fulfilment's (payments/fulfil-order.ts says why).
  const turn = issuerTurn();
  await turn.take(refundCompletions);
  const completion = unlessRefunded(docs, orderId, async (tx, order): Promise<RefundOutcome> => {
    if (order.data.status !== 'refund_pending') throw notPaid();
    const tickets = await readTicketsHeldNow(tx, order.data.ticketCodes ?? []);
    const now = clock.now().toISOString();
    // What the refund takes from the event's ledger, posted with it: all or nothing.
    const organiser = (await tx.get<EventRecord>(paths.event(order.data.eventId))).data;
    const orgId = organiser?.orgId;
    // An order with a receipt gets its credit note, numbered in this process's turn (as its
    // receipt was: invoices/issuer-turns.ts), the counter and the ledger's shard read last.
    const isNumbered = orgId !== undefined && order.data.invoice !== undefined;
    // With the refund: its ledger entries, and `order.refunded` when the webhooks ask for it.
    const [postRefund, webhooks, creditNote] = await Promise.all([
      order.data.amount > 0
        ? prepareLedgerPosting(tx, refundPosting(orderId, order.data, organiser, now))
        : undefined,
      readWebhookWants(tx, orgId),
      isNumbered ? prepareNextNumber(tx, orgId, 'credit_note', now) : undefined,
    ]);
    const voidReason = order.data.refund?.voidReason ?? cause.voidReason;
    const voidedTicketCodes: string[] = [];
    for (const ticket of tickets) {
      // A code handed to a friend stays void as `transferred`; the friend's code is voided.
      if (!ticket.data || ticket.data.replacedBy) continue;
      // The attendee list filters on doorState, written with every change of status.
      const doorState = doorStateOf({ ...ticket.data, status: 'void' });
      tx.update(ticket.path, { status: 'void', voidReason, voidedAt: now, doorState });
      voidedTicketCodes.push(ticket.id);
    }
    const changes = {
      status: 'refunded' as const,
      refundedAt: now,
      refund: { reason: cause.reason, at: now, ...order.data.refund, refundedAt: now },
      stockReturn: 'pending' as const,
      ...(creditNote ? { creditNote: { number: creditNote.number, issuedAt: now } } : {}),
    };
    tx.update(order.path, changes);
    creditNote?.take();
    postRefund?.();
    webhooks.stage(
      tx,
      orderRefundedEvent({
        event: { id: order.data.eventId, name: organiser?.name ?? '' },
        orderId,
        order: order.data,
        cause: voidReason,
        reason: changes.refund.reason,
        voidedTicketCodes,
        refundedAt: now,
      }),
    );
    // Written with the step that happens once (the order turns `refunded`), so a refund
    // pressed again, taken over or finished by the sweep has one entry. A cancellation's
    // refunds are its `event.cancelled` entry.
    if (voidReason === 'refunded' && organiser?.orgId) {
      const { amount, currency } = order.data;
      recordAudit(tx, organiser.orgId, new Date(now), {
        kind: 'refund.made',
        actorUid: order.data.refund?.by ?? cause.by,
        eventId: order.data.eventId,
        summary: `Refunded order ${orderId} (${formatMinorUnits(amount)} ${currency}) of "${organiser.name}"`,
        after: { order: orderId, amount, currency, reason: changes.refund.reason },
      });
    }
    return { state: 'refunded', order: { ...order, data: { ...order.data, ...changes } } };
  });
  return completion.finally(() => turn.release());
}
