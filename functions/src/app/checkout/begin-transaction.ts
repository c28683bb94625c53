import type { BeginTransactionResponse } from '../../contract/checkout';
import { paths } from '../../paths';
import { AlreadyExistsError } from '../../ports/doc-store';
import type { Services } from '../common/services';
import { answerFor, answerOf, type AnswerServices } from './answer-purchase-request';
import type { PurchaseRequestRecord } from './checkout-records';
import { precheck, type BeginTransactionInput } from './precheck';
import { enforcePurchaseLimit } from './purchase-limit';

type CheckoutServices = AnswerServices & Pick<Services, 'purchaseRateLimit'>;

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
    input: BeginTransactionInput;
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
