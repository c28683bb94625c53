import type { z } from 'zod';
import type { beginTransactionRequest, BeginTransactionResponse } from '../contract/checkout';
import { salesWindowRefusal, type Refusal } from '../domain/allocation';
import { collections, paths } from '../paths';
import {
  AlreadyExistsError,
  type DocData,
  type DocSnapshot,
  type DocStore,
  type Query,
} from '../ports/doc-store';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { AppError, notFound } from './app-error';
import type { OrderRecord, PurchaseRequestRecord, StockRecord } from './checkout-records';
import type { EventRecord, TicketTypeRecord } from './event-records';
import { fulfilOrder } from './fulfil-order';
import { rateLimitedError } from './rate-limit';
import { toTypeStock } from './read-type-stocks';
import { sendTicketsEmail } from './send-tickets-email';
import type { Services } from './services';

type Input = z.output<typeof beginTransactionRequest>;
/** What answering a buyer about a request needs (also asked again: get-purchase-request). */
type AnswerServices = Pick<Services, 'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl'>;
type CheckoutServices = AnswerServices & Pick<Services, 'purchaseRateLimit'>;

/**
 * PURCHASE_RATE_LIMIT: a buyer session may queue `limit` purchase requests in any
 * `windowSeconds`. The requests themselves are counted (one count aggregation, no counter
 * document for every buyer to contend on); a second press of an attempt already queued is
 * the same purchase, not a new one. Two attempts sent at the same instant may both pass the
 * last place: abuse control, not accounting.
 */
async function enforcePurchaseLimit(
  { docs, purchaseRateLimit: { limit, windowSeconds } }: CheckoutServices,
  uid: string,
  requestPath: string,
  nowMs: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const recent: Query = {
    collection: collections.purchaseRequests,
    where: [
      { field: 'uid', op: '==', value: uid },
      { field: 'createdAt', op: '>', value: new Date(nowMs - windowMs).toISOString() },
    ],
  };
  if ((await docs.count({ ...recent, limit })) < limit) return;
  if ((await docs.get(requestPath)).data) return;
  const [oldest] = await docs.query<PurchaseRequestRecord>({
    ...recent,
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: 1,
  });
  const freesAt = (oldest ? Date.parse(oldest.data.createdAt) : nowMs) + windowMs;
  throw rateLimitedError(Math.max(1, Math.ceil((freesAt - nowMs) / 1000)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusal in the buyer's words, as the 409 the page turns into "sold out" or "only N left". */
export function refusalError(refusal: Refusal, names: ReadonlyMap<string, string>): AppError {
  const name = 'typeId' in refusal ? (names.get(refusal.typeId) ?? 'This ticket type') : '';
  switch (refusal.code) {
    case 'sold_out':
      return new AppError('sold_out', `${name} is sold out`, undefined, {
        typeId: refusal.typeId,
        left: 0,
      });
    case 'not_enough':
      return new AppError('not_enough', `Only ${refusal.left} left of ${name}`, undefined, {
        typeId: refusal.typeId,
        left: refusal.left,
      });
    case 'not_on_sale':
      return new AppError(
        'not_on_sale',
        refusal.opens ? `${name} goes on sale at ${refusal.opens}` : `Sales of ${name} have ended`,
        undefined,
        { typeId: refusal.typeId },
      );
    case 'too_many':
      return new AppError(
        'validation_failed',
        `At most ${refusal.maxPerOrder} of ${name} per order`,
      );
    case 'unknown_type':
      return new AppError('validation_failed', 'A ticket type of this order no longer exists');
    case 'mixed_currencies':
      return new AppError('validation_failed', 'Tickets of one order must share a currency');
    case 'event_unavailable':
      return notFound('Event');
    case 'event_cancelled':
      return new AppError('conflict', 'This event was cancelled');
  }
}

/** How long the precheck may reuse what it read (per instance, per store). */
const precheckReuseMs = 500;
const recentReads = new WeakMap<
  DocStore,
  Map<string, { at: number; read: Promise<DocSnapshot<DocData>[]> }>
>();

/**
 * The documents at `paths`, read at most `precheckReuseMs` ago: in a rush every buyer of a
 * type asks the same, and one read answers them all. Only the precheck reads this way: a
 * stale "still on sale" costs a queued request the allocator refuses, a stale "sold out"
 * half a second of a returned hold.
 */
function recentRead(docs: DocStore, paths: string[]): Promise<DocSnapshot<DocData>[]> {
  let reads = recentReads.get(docs);
  if (!reads) recentReads.set(docs, (reads = new Map()));
  const key = paths.join('\n');
  const now = Date.now();
  const known = reads.get(key);
  if (known && now - known.at < precheckReuseMs) return known.read;
  if (reads.size > 1000) reads.clear();
  const read = docs.getAll<DocData>(paths);
  reads.set(key, { at: now, read });
  // A failed read is not reused.
  read.catch(() => {
    if (reads.get(key)?.read === read) reads.delete(key);
  });
  return read;
}

/**
 * Checks the order against what the buyer can see now, so that a mistake is a 400 at once
 * and a type that is plainly gone is a 409 without queueing. The allocator decides for real.
 */
async function precheck({ docs, clock }: AnswerServices, input: Input) {
  // One read (one round trip on Firestore) for the event, its types and their stock.
  const typeIds = input.items.map((item) => item.typeId);
  const read = await recentRead(docs, [
    paths.event(input.eventId),
    ...typeIds.map((id) => paths.eventType(input.eventId, id)),
    ...typeIds.map((id) => paths.stock(input.eventId, id)),
  ]);
  const event = read[0]!.data as EventRecord | undefined;
  if (event?.approved !== true) throw notFound('Event');
  if (event.cancelledAt) throw new AppError('conflict', 'This event was cancelled');
  const types = read.slice(1, 1 + typeIds.length) as DocSnapshot<TicketTypeRecord>[];
  const stocks = read.slice(1 + typeIds.length) as DocSnapshot<StockRecord>[];
  const names = new Map<string, string>();
  const fields: Record<string, string> = {};
  const now = clock.now().toISOString();
  const currencies = new Set<string>();
  input.items.forEach((item, index) => {
    const type = types[index]!.data;
    if (!type) {
      fields[`items.${index}.typeId`] = 'This ticket type does not exist';
      return;
    }
    names.set(item.typeId, type.name);
    currencies.add(type.currency);
    if (item.quantity > type.maxPerOrder) {
      fields[`items.${index}.quantity`] = `At most ${type.maxPerOrder} per order`;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields).join('; '), fields);
  }
  if (currencies.size > 1) {
    throw new AppError('validation_failed', 'Tickets of one order must share a currency', {
      items: 'Tickets of one order must share a currency',
    });
  }
  input.items.forEach((item, index) => {
    const type = types[index]!.data!;
    const stock = toTypeStock(input.eventId, item.typeId, type, stocks[index]!.data?.taken ?? 0);
    const closed = salesWindowRefusal(stock, now);
    if (closed) throw refusalError(closed, names);
    const left = type.capacity - stock.taken;
    if (left <= 0) throw refusalError({ code: 'sold_out', typeId: item.typeId, left: 0 }, names);
  });
  return names;
}

/**
 * How long the allocator has lately taken to answer, as this instance saw it: the first look
 * for an answer waits about that long, so a slow queue (Firestore) costs few reads and a
 * fast one (SQLite) little time.
 */
let recentQueueLagMs = 10;

/** Waits briefly for the allocator's answer; undefined while the request is still queued. */
async function answerOf(
  { docs }: AnswerServices,
  requestId: string,
  waitMs: number,
): Promise<PurchaseRequestRecord | undefined> {
  const started = Date.now();
  const deadline = started + waitMs;
  let pause = Math.min(Math.max(10, recentQueueLagMs * 0.8), 500);
  for (;;) {
    await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
    const request = (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId))).data;
    if (request && request.status !== 'pending') {
      recentQueueLagMs = recentQueueLagMs * 0.8 + (Date.now() - started) * 0.2;
      return request;
    }
    if (Date.now() >= deadline) return undefined;
    pause = Math.min(Math.max(10, recentQueueLagMs * 0.25), 200);
  }
}

/** What answering the buyer needs of an order. */
type OrderTerms = Pick<
  OrderRecord,
  'eventId' | 'email' | 'items' | 'amount' | 'currency' | 'status' | 'holdExpiresAt' | 'payment'
>;

/** Starts the payment of a held order once; a second press finds it started. */
async function startPayment(services: AnswerServices, orderId: string, order: OrderTerms) {
  if (order.payment) return order.payment;
  try {
    const started = await services.payments.initialise({
      email: order.email,
      amount: order.amount,
      currency: order.currency,
      reference: orderId,
      metadata: { orderId, eventId: order.eventId },
    });
    const payment = { accessCode: started.accessCode, authorizationUrl: started.authorizationUrl };
    await services.docs.update(paths.order(orderId), { payment });
    return payment;
  } catch (error) {
    // A concurrent press started it first: its access code lands on the order shortly.
    if (error instanceof PaymentGatewayError && /duplicate/i.test(error.message)) {
      for (let i = 0; i < 50; i++) {
        await sleep(100);
        const again = (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
        if (again?.payment) return again.payment;
      }
    }
    throw error;
  }
}

/** What to tell the buyer about a request the allocator has answered. */
export async function answerFor(
  services: AnswerServices,
  request: PurchaseRequestRecord,
  names: ReadonlyMap<string, string> = new Map(),
  { justGranted = false }: { justGranted?: boolean } = {},
): Promise<BeginTransactionResponse> {
  if (request.status === 'refused') {
    // What the precheck reused is out of date: the next buyer reads the stock afresh, and
    // is refused at once instead of queueing.
    recentReads.delete(services.docs);
    throw refusalError(request.refusal!, names);
  }
  const orderId = request.orderId!;
  // A grant this very call waited for is a new order nobody else has seen: its terms came
  // with the answer. Any other time (a second press, a later look) the order is read.
  const { eventId, email } = request;
  const order: OrderTerms | undefined =
    justGranted && request.grantedOrder
      ? { eventId, email, ...request.grantedOrder, status: 'held' }
      : (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
  if (!order) throw notFound('Order');
  const { amount, currency, items } = order;
  if (order.status === 'expired') {
    throw new AppError('conflict', 'Your hold on these tickets expired: please start again');
  }
  if (order.status === 'refund_pending' || order.status === 'refunded') {
    throw new AppError('conflict', 'This order was refunded: please start again');
  }
  if (order.status === 'paid' || amount === 0) {
    const fulfilled = await fulfilOrder(services, orderId);
    if (fulfilled.outcome === 'event_cancelled') {
      throw new AppError('conflict', 'This event was cancelled');
    }
    await sendTicketsEmail(services, orderId);
    const ticketCodes = 'ticketCodes' in fulfilled ? fulfilled.ticketCodes : [];
    return { status: 'paid', reference: orderId, amount, currency, items, ticketCodes };
  }
  const payment = await startPayment(services, orderId, order);
  return {
    status: 'held',
    reference: orderId,
    ...payment,
    amount,
    currency,
    holdExpiresAt: order.holdExpiresAt,
    items,
  };
}

/**
 * `beginTransaction`: a buyer asks for tickets. The request is written for the allocator
 * (no contention among buyers), answered within a few seconds in the usual case, and a
 * granted hold starts its payment. The same request key always means the same purchase.
 */
export async function beginTransaction(
  services: CheckoutServices,
  {
    input,
    identifyBuyer,
    waitMs = 4_000,
  }: {
    input: Input;
    /** The buyer's uid from their checked ID token; asked only once the precheck passed. */
    identifyBuyer: () => Promise<string>;
    waitMs?: number;
  },
): Promise<BeginTransactionResponse> {
  const names = await precheck(services, input);
  const uid = await identifyBuyer();
  const requestId = `${uid}_${input.requestKey}`.slice(0, 200);
  const record: PurchaseRequestRecord = {
    eventId: input.eventId,
    uid,
    email: input.email,
    items: input.items,
    createdAt: services.clock.now().toISOString(),
    status: 'pending',
  };
  const requestPath = paths.purchaseRequest(requestId);
  await enforcePurchaseLimit(services, uid, requestPath, Date.parse(record.createdAt));
  let created = true;
  try {
    await services.docs.create(requestPath, record);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    created = false;
  }
  const answered = await answerOf(services, requestId, waitMs);
  if (!answered) return { status: 'queued', requestId };
  return answerFor(services, answered, names, { justGranted: created });
}
