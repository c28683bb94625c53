import type { GrantedItem, Refusal, RequestedItem } from '../../domain/allocation';
import type { DoorState } from '../../domain/door-state';
import type { FeeMode } from '../../domain/fees';
import { maxPrefixLength, prefixKeywords, prefixSearchText } from '../../domain/search-keywords';
import type { DocData } from '../../ports/doc-store';
import type { VoidReason } from '../../contract/door';
import type { OrderPromo } from '../promo-codes/promo-records';
import type { AttendeeDetails } from '../../contract/attendee-details';
import type { OrderCreditNoteRecord, OrderInvoiceRecord } from '../invoices/invoice-records';

/**
 * `purchaseRequests/{id}`: a buyer's wish, written without contention and answered by the
 * allocator, which alone changes stock.
 */
export type PurchaseRequestRecord = DocData & {
  eventId: string;
  uid: string;
  email: string;
  items: RequestedItem[];
  createdAt: string;
  status: 'pending' | 'granted' | 'refused';
  orderId?: string;
  refusal?: Refusal;
  answeredAt?: string;
  /**
   * A payment arrived for this order after its hold went back to stock: granted, the same
   * order is held again (and then fulfilled); refused, the payment is refunded.
   */
  reclaimOrderId?: string;
  /**
   * The new order's terms, written with the grant, so that the buyer's first answer needs
   * no read of the order (which nothing else has touched yet).
   */
  grantedOrder?: Pick<
    OrderRecord,
    'items' | 'amount' | 'currency' | 'holdExpiresAt' | 'charge' | 'payment'
  >;
  /**
   * The order a grant creates, named and priced by the buyer's call, which started its
   * payment at that price while the request waited (so a grant needs no write but the
   * order's): the allocator grants at this price or refuses (`price_changed`). Absent for a
   * free order's payment, and on requests of a late payment (`reclaimOrderId`).
   */
  plannedOrder?: { id: string; amount: number; currency: string; payment?: OrderPayment };
  /**
   * The allocator partition that decides it, for an event sold through several
   * (`EventRecord.allocatorPartitions`): `partitionOfBuyer(uid, P)`. Absent: the one
   * allocator of every other event.
   */
  partition?: number;
  /**
   * The promo code the buyer typed, normalised (promo-records.ts): the allocator counts a use
   * of it with the grant, or refuses the request (`promo_used_up`, `promo_invalid`).
   */
  promoCode?: string;
  /** The holders' names and the answers the buyer gave, checked (app/attendee-details). */
  attendeeDetails?: AttendeeDetails;
  /** Where the buyer came from (the request's `ref`): the allocator copies it onto the order. */
  source?: string;
};

/** What the allocator wrote on a request it decided: all a waiting buyer needs to hear. */
export type RequestAnswer = Pick<
  PurchaseRequestRecord,
  'status' | 'orderId' | 'refusal' | 'answeredAt' | 'grantedOrder'
>;

/**
 * `allocator/turn` (or a partition's turn): how many batches the allocator has committed. A
 * batch reads it in its transaction and moves it, so two allocators at once never both
 * decide one request. It also carries the last batch's answers, so that buyers waiting in
 * one instance learn theirs from one read of it (see await-answer.ts).
 */
export type AllocatorTurnRecord = DocData & {
  turn: number;
  answers?: Array<RequestAnswer & { requestId: string }>;
};

/**
 * `refund_pending`: a refund was asked of the gateway (by `refund.by`, leased until
 * `refund.leaseUntil`); `refunded`: the gateway refunded it, its tickets are void.
 */
export type OrderStatus = 'held' | 'paid' | 'expired' | 'refund_pending' | 'refunded';

/** The payment started for an order (Paystack's access code resumes it in the popup). */
export type OrderPayment = { accessCode: string; authorizationUrl: string };

/** `orders/{id}`: the id is also the payment reference. */
export type OrderRecord = DocData & {
  eventId: string;
  uid: string;
  email: string;
  requestId: string;
  items: GrantedItem[];
  /** Integer minor units: what the buyer pays, the service fee included when passed on. */
  amount: number;
  currency: string;
  /**
   * The platform's fee in `amount` and its VAT, as the allocator priced the order (orders
   * from before fees have none: no fee).
   */
  charge?: { feeMode: FeeMode; platformFee: number; vat: number };
  status: OrderStatus;
  createdAt: string;
  holdExpiresAt: string;
  expiredAt?: string;
  /**
   * Set when a hold with a started payment lapses: by then the gateway should have told us
   * of a payment (its webhook, the buyer's page). If neither came, the payment is asked
   * about at this time (payments/check-lapsed-payments.ts), so no charge is ever left without its
   * tickets or its refund. Removed once asked.
   */
  paymentCheckDue?: string;
  payment?: OrderPayment;
  paidAt?: string;
  ticketCodes?: string[];
  /**
   * A late payment sent back (its hold had been returned to stock), or a refund the
   * organiser (or a cancellation) asked for: `leaseUntil` lets a stuck refund be retried.
   */
  refund?: {
    reason: string;
    at: string;
    by?: string;
    leaseUntil?: string;
    refundedAt?: string;
    /** What the order's tickets become void for: set by a refund the organiser or a cancellation asked for. */
    voidReason?: 'refunded' | 'cancelled';
  } | null;
  refundedAt?: string;
  /**
   * A refunded order's tickets go back to stock through the allocator (the only writer of
   * stock): `pending` until it has, then `done`.
   */
  stockReturn?: 'pending' | 'done';
  /** Why a payment was not accepted for this order (amount or currency mismatch). */
  flagged?: { reason: string; at: string; reference: string };
  /**
   * Lower-case prefixes of the buyer's email and the reference (`orderKeywords`): what the
   * orders list searches. Written at creation; older orders get them from the backfill.
   */
  keywords?: string[];
  /**
   * The partition whose slice of stock the order's tickets came from, for an event sold
   * through several: an expired hold or a refund returns them to that slice.
   */
  partition?: number;
  /**
   * The promo code the order used and what it took off: its use is given back (by the
   * allocator) when the hold lapses or the order is refunded.
   */
  promo?: OrderPromo;
  /**
   * The buyer's answers and each ticket's holder (by the ticket's place in `ticketCodes`),
   * copied from the request by the allocator; the buyer may edit them until the cut-off.
   */
  attendeeDetails?: AttendeeDetails;
  /**
   * Where the buyer came from: a tracking link's `?ref=` or the widget's host name
   * (contract/sales-sources.ts); none for a buyer who came straight to the page (Direct).
   */
  source?: string;
  /** A paid order's receipt or tax invoice, numbered when it was fulfilled (app/invoices). */
  invoice?: OrderInvoiceRecord;
  /** Its credit note, numbered when it was refunded. */
  creditNote?: OrderCreditNoteRecord;
  /**
   * The buyer was erased (app/erasure): `email` is the placeholder and the details are gone;
   * amounts, references and dates are as they were.
   */
  erasedAt?: string;
};

/** `events/{eventId}/stock/{typeId}`: held plus sold, kept by the allocator. */
export type StockRecord = DocData & { taken: number };

/**
 * `events/{eventId}/stock/{typeId}~{partition}`: one partition's slice of a type's stock.
 * `moved` is the allotment rebalancing moved in (negative: out): see domain/partitions.ts.
 */
export type StockSliceRecord = StockRecord & { typeId: string; partition: number; moved: number };

/** `tickets/{code}`: the code is the ticket's secret (128 random bits), shown as a QR code. */
export type TicketRecord = DocData & {
  orderId: string;
  eventId: string;
  typeId: string;
  typeName: string;
  email: string;
  uid: string;
  createdAt: string;
  /** Missing means `valid` (tickets sold before issue 13). */
  status?: 'valid' | 'void';
  voidReason?: VoidReason;
  voidedAt?: string;
  /**
   * The holder's name: given at checkout (or edited since) when the event asks for it, or
   * the friend's who claimed the ticket.
   */
  holderName?: string;
  /** The holder's email as given at checkout, when the event asks for it. */
  attendeeEmail?: string;
  /** The answers for this ticket's holder (per order and per ticket), by question id. */
  answers?: Record<string, string>;
  /** A transfer to a friend that waits to be claimed (`ticketTransfers/{id}`). */
  pendingTransferId?: string;
  /** Claimed by a friend: this code is void (`transferred`) and `replacedBy` is theirs. */
  transferredTo?: { name: string; email: string; at: string };
  /** The code that replaced this one when a friend claimed it: a refund voids it too. */
  replacedBy?: string;
  /** The code this ticket replaced (it was claimed from its holder): void since. */
  replaces?: string;
  /** The winning check-in: the earliest scan (by the scanner's clock), or a manual one. */
  checkedInAt?: string;
  /** A device id, or `organiser:{uid}` for a signed-in organiser or administrator. */
  checkedInBy?: string;
  /** Who that is, as people read it: the device's name, or the organiser's email. */
  checkedInByName?: string;
  /** The scan that won (`events/{eventId}/scans/{id}`): flagged if an earlier one displaces it. */
  checkedInScanId?: string;
  /** Lower-case search prefixes (email, code, order reference): see `ticketKeywords`. */
  keywords?: string[];
  /**
   * `doorStateOf(status, checkedInAt)` (domain/door-state.ts), what the attendee list
   * filters on: written by every write that changes `status` or `checkedInAt`.
   */
  doorState?: DoorState;
  /** Its holder and buyer were erased (app/erasure): names and addresses are placeholders. */
  erasedAt?: string;
};

/** The `keywords` of an order: prefixes of its buyer's email and its reference. */
export const orderKeywords = (email: string, reference: string) =>
  prefixKeywords([email, reference]);

/**
 * The `keywords` of a ticket: prefixes of its holder's email and name, its code and its
 * order, and one exact keyword per answer (`answerKeyword`), what the attendee list filters by.
 */
export const ticketKeywords = (
  ticket: {
    email: string;
    orderId: string;
    holderName?: string | undefined;
    answers?: Record<string, string> | undefined;
  },
  code: string,
) => [
  ...prefixKeywords([ticket.email, code, ticket.orderId, ...holderNameTexts(ticket.holderName)]),
  ...Object.entries(ticket.answers ?? {}).map(([questionId, answer]) =>
    answerKeyword(questionId, answer),
  ),
];

/** An answer as the attendee list filters by it: the question, and the answer's start (any case). */
export const answerKeyword = (questionId: string, answer: string) =>
  `answer:${questionId}:${[...prefixSearchText(answer)].slice(0, maxPrefixLength).join('')}`;

/**
 * What of a holder's name a prefix search finds: the whole name and the name from each later
 * word on ("Ada Lovelace" is found by "ada", "ada lo" and "lovelace").
 */
export function holderNameTexts(name: string | undefined): string[] {
  const words =
    name
      ?.trim()
      .split(/\s+/)
      .filter((word) => word !== '') ?? [];
  return words.map((_, index) => words.slice(index).join(' '));
}
