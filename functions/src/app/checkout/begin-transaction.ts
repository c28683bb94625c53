import type { BeginTransactionResponse } from '../../contract/checkout';
import { paths } from '../../paths';
import { AlreadyExistsError, type DocStore } from '../../ports/doc-store';
import type { Services } from '../common/services';
import { checkAdmission } from '../waiting-room/check-admission';
import { turnOnWhenBehind } from '../waiting-room/turn-on-when-behind';
import { answerFor, type AnswerServices } from './answer-purchase-request';
import { awaitAnswer, turnPathOf, turnSeen } from './await-answer';
import { partitionField } from './request-partition';
import type { PurchaseRequestRecord } from './checkout-records';
import { precheck, type BeginTransactionInput } from './precheck';
import { checkLimitAtDoor, recordQueuedAtDoor } from '../allocator/purchase-limit';
import { planOrder } from './plan-order';
import { checkoutAttendeeDetails } from '../attendee-details/checkout-details';
import { crashPoint } from '../common/crash-points';
import { ChangedSinceRefusal } from './refusal-error';

type CheckoutServices = AnswerServices & Pick<Services, 'purchaseRateLimit' | 'platformFee'>;

/** A buyer's request for one purchase: the same key is the same purchase. */
const requestIdOf = (uid: string, requestKey: string) => `${uid}_${requestKey}`.slice(0, 200);

/**
 * `beginTransaction`: a buyer asks for tickets. Its payment is started at the price the
 * allocator will charge, then the request is written for the allocator (no contention among
 * buyers) and answered within a few seconds in the usual case; a grant is the payment to
 * open. The same request key always means the same purchase, and gets its first answer
 * whatever has changed since (`again` only spares the second press a payment started for
 * nothing: the request is read first). PURCHASE_RATE_LIMIT is kept
 * at the door by each instance and exactly by the allocator (allocator/purchase-limit.ts).
 */
export async function beginTransaction(
  services: CheckoutServices,
  {
    input,
    identifyBuyer,
    claimedBuyer,
    waitMs = 4_000,
  }: {
    input: BeginTransactionInput;
    /** The buyer's uid from their checked ID token; asked only once the precheck passed. */
    identifyBuyer: () => Promise<string>;
    /** The uid the token claims, unchecked: enough to find an earlier press, not to answer it. */
    claimedBuyer: () => string | undefined;
    waitMs?: number;
  },
): Promise<BeginTransactionResponse> {
  let checked: Awaited<ReturnType<typeof precheck>>;
  try {
    checked = await precheck(services, input);
  } catch (refusal) {
    // The same request key is the same purchase whatever the stock did since: a buyer who
    // presses again (a double click, a retry, `again` or not) finds their purchase as it
    // stands. The one read this costs a refused first press is the price of that.
    const again = await answerAnEarlierPress(services, refusal, {
      input,
      identifyBuyer,
      claimedBuyer,
      waitMs,
    });
    if (again) return again;
    throw refusal;
  }
  // Bad answers are a 400 before any payment starts or anything is written.
  const attendeeDetails = checkoutAttendeeDetails(checked.event, input);
  const createdAt = services.clock.now();
  const nowMs = createdAt.getTime();
  const uid = await identifyBuyer();
  const requestId = requestIdOf(uid, input.requestKey);
  const requestPath = paths.purchaseRequest(requestId);
  const partition = partitionField(checked.event, uid);
  const turnPath = turnPathOf({ eventId: input.eventId, ...partition });
  // The queue's turn seen before the request was last seen pending: see await-answer.ts.
  let since = turnSeen(services.docs, turnPath);
  const readRequest = async () => {
    since = turnSeen(services.docs, turnPath);
    return (await services.docs.get<PurchaseRequestRecord>(requestPath)).data;
  };
  // A page that says it pressed before finds its purchase without starting another payment;
  // a press that does not say so finds it when its request cannot be written (below). A
  // first press pays no read.
  let record = input.again ? await readRequest() : undefined;
  let created = false;
  if (!record) {
    const limit = services.purchaseRateLimit;
    try {
      checkLimitAtDoor(services.docs, limit, uid, nowMs);
    } catch (overLimit) {
      // A second press of an attempt already queued is the same purchase, not a new one.
      record = await readRequest();
      if (!record) throw overLimit;
    }
  }
  if (!record) {
    // Events with a waiting room sell only to buyers it admitted (see app/waiting-room).
    await checkAdmission(services, {
      eventId: input.eventId,
      waitingRoom: checked.event.waitingRoom,
      uid,
      requestId,
      token: input.admissionToken,
    });
    const plannedOrder = await planOrder(services, { input, ...checked });
    const queued: PurchaseRequestRecord = {
      eventId: input.eventId,
      uid,
      email: input.email,
      items: input.items,
      createdAt: createdAt.toISOString(),
      status: 'pending',
      plannedOrder,
      ...partition,
      ...(input.promoCode ? { promoCode: input.promoCode } : {}),
      ...(attendeeDetails ? { attendeeDetails } : {}),
      ...(input.ref ? { source: input.ref } : {}),
    };
    try {
      await services.docs.create(requestPath, queued);
      crashPoint('checkout.request-stored');
      record = queued;
      created = true;
      recordQueuedAtDoor(services.docs, services.purchaseRateLimit, uid, nowMs);
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
      // Pressed before (without saying so): that purchase, as it stands now.
      record = await readRequest();
      if (!record) throw error;
    }
  }
  const answered =
    record.status !== 'pending'
      ? record
      : await waitForAnswer(services.docs, { requestId, request: record, since, waitMs });
  if (!answered) {
    // The allocator is behind: the event's waiting room paces the buyers still to come.
    await turnOnWhenBehind(services, input.eventId);
    return { status: 'queued', requestId };
  }
  return answerFor(services, answered, checked.names, { justGranted: created });
}

/**
 * The answer to an earlier press of the same purchase, where the precheck refused this one
 * for what may have changed since (stock, time, a code's uses): looked up by the uid the
 * token claims (so a rush of sold-out buyers costs one read each of a request that is not
 * there, and nobody's token check), answered only once the token proves that uid. Its
 * hold, its order, its place in the queue or its own refusal: the first answer.
 */
async function answerAnEarlierPress(
  services: CheckoutServices,
  refusal: unknown,
  {
    input,
    identifyBuyer,
    claimedBuyer,
    waitMs,
  }: {
    input: BeginTransactionInput;
    identifyBuyer: () => Promise<string>;
    claimedBuyer: () => string | undefined;
    waitMs: number;
  },
): Promise<BeginTransactionResponse | undefined> {
  // A code used up (or expired) since is one too: perhaps by this very purchase's own grant.
  if (!(refusal instanceof ChangedSinceRefusal)) return;
  const claimed = claimedBuyer();
  // Unchecked, so anything: a claim that cannot name a request of ours finds none.
  if (claimed === undefined || claimed.includes('/')) return;
  const requestId = requestIdOf(claimed, input.requestKey);
  if (/^__.*__$/.test(requestId)) return;
  const earlier = (await services.docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId)))
    .data;
  if (!earlier || (await identifyBuyer()) !== claimed) return;
  // Its queue's turn was not seen before that read: the first look reads the request again.
  const answered =
    earlier.status === 'pending'
      ? await waitForAnswer(services.docs, {
          requestId,
          request: earlier,
          since: undefined,
          waitMs,
        })
      : earlier;
  if (!answered) return { status: 'queued', requestId };
  // Refused then: that refusal, in the type names the precheck read.
  return answerFor(services, answered, refusal.names);
}

/** The request as the allocator answered it, if it does within `waitMs` (await-answer.ts). */
async function waitForAnswer(
  docs: DocStore,
  {
    requestId,
    request,
    since,
    waitMs,
  }: {
    requestId: string;
    request: PurchaseRequestRecord;
    since: number | undefined;
    waitMs: number;
  },
): Promise<PurchaseRequestRecord | undefined> {
  const answer = await awaitAnswer(docs, {
    requestId,
    turnPath: turnPathOf(request),
    since,
    waitMs,
  });
  return answer && { ...request, ...answer };
}
