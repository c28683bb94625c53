import { queueCountLimit, type BeginTransactionResponse } from '../../contract/checkout';
import { collections, paths } from '../../paths';
import type { DocStore, WhereClause } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { answerFor } from './answer-purchase-request';
import type { PurchaseRequestRecord } from './checkout-records';
import type { TicketTypeRecord } from '../events/event-records';
import type { UseCaseOptions } from '../common/use-case-options';

/** The name of the ticket type a refusal is about, so the 409 says "VIP is sold out". */
async function refusedTypeNames(
  docs: DocStore,
  request: PurchaseRequestRecord,
): Promise<Map<string, string>> {
  const refusal = request.refusal;
  if (request.status !== 'refused' || !refusal || !('typeId' in refusal)) return new Map();
  const type = await docs.get<TicketTypeRecord>(paths.eventType(request.eventId, refusal.typeId));
  return type.data ? new Map([[refusal.typeId, type.data.name]]) : new Map();
}

/**
 * The buyer's place in the queue: 1 plus the requests still pending that arrived earlier
 * (the allocator serves them in that order), in its partition's queue where the event has
 * several. One count aggregation, bounded: past `queueCountLimit` ahead the exact figure
 * does not matter to anybody.
 */
async function queuePosition(docs: DocStore, request: PurchaseRequestRecord): Promise<number> {
  const partition: WhereClause[] =
    request.partition === undefined
      ? []
      : [
          { field: 'eventId', op: '==', value: request.eventId },
          { field: 'partition', op: '==', value: request.partition },
        ];
  const ahead = await docs.count({
    collection: collections.purchaseRequests,
    where: [
      ...partition,
      { field: 'status', op: '==', value: 'pending' },
      { field: 'createdAt', op: '<', value: request.createdAt },
    ],
    limit: queueCountLimit,
  });
  return ahead + 1;
}

/**
 * A purchase that `beginTransaction` left queued, asked about again: still queued, or what
 * beginTransaction would have answered (held with the payment to open, paid, or the 409).
 */
export async function getPurchaseRequest({
  services,
  requestId,
  uid,
}: UseCaseOptions<
  'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl',
  { requestId: string; uid: string }
>): Promise<BeginTransactionResponse> {
  const request = (await services.docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId)))
    .data;
  // Someone else's request is reported as missing: nobody learns what another buyer asked for.
  if (!request || request.uid !== uid) throw notFound('Purchase request');
  if (request.status === 'pending') {
    return { status: 'queued', requestId, position: await queuePosition(services.docs, request) };
  }
  return answerFor(services, request, await refusedTypeNames(services.docs, request));
}
