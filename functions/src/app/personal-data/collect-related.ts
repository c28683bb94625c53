import type { PersonalData } from '../../contract/personal-data';
import { collections, paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import { recipientKeyOf } from '../mailings/recipient-key';
import type { OrganisationRecord } from '../organisations/organisation-records';
import type { RefundRequestRecord } from '../refund-requests/refund-request-records';
import type { TicketTransferRecord } from '../transfers/transfer-records';
import { oldestFirst, recordLimit } from './collect-purchases';
import { definedFields, eventRefOf, type EventsById } from './personal-data-events';

/** Transfers the address sent or was sent, never the claim link's secret or its hash. */
export async function findTransfers(
  docs: DocStore,
  email: string | undefined,
): Promise<ExistingDoc<TicketTransferRecord>[]> {
  if (email === undefined) return [];
  const by = (field: 'fromEmail' | 'toEmail') =>
    docs.query<TicketTransferRecord>({
      collection: collections.ticketTransfers,
      where: [{ field, op: '==', value: email }],
      limit: recordLimit,
    });
  const found = (await Promise.all([by('fromEmail'), by('toEmail')])).flat();
  return [...new Map(found.map((doc) => [doc.id, doc])).values()].sort(oldestFirst);
}

export function transfersForFile(
  transfers: ExistingDoc<TicketTransferRecord>[],
  events: EventsById,
  email: string | undefined,
): PersonalData['transfers'] {
  return transfers.map(({ data }) => {
    const isSent = data.fromEmail === email;
    return {
      direction: isSent ? 'sent' : 'received',
      event: eventRefOf(events, data.eventId),
      toName: data.toName,
      toEmail: data.toEmail,
      status: data.status,
      createdAt: data.createdAt,
      // The sender is someone else on a transfer the person received.
      ...definedFields({
        fromEmail: isSent ? data.fromEmail : undefined,
        claimedAt: data.claimedAt,
        cancelledAt: data.cancelledAt,
      }),
    };
  });
}

/** The refunds the person asked for, one at most per order of theirs. */
export async function refundRequestsForFile(
  docs: DocStore,
  orders: ExistingDoc<OrderRecord>[],
  events: EventsById,
): Promise<PersonalData['refundRequests']> {
  const found = await docs.getAll<RefundRequestRecord>(
    orders.map((order) => paths.refundRequest(order.data.eventId, order.id)),
  );
  return found.flatMap(({ data }) =>
    data
      ? [
          {
            orderReference: data.orderId,
            event: eventRefOf(events, data.eventId),
            state: data.state,
            requestedAt: data.requestedAt,
            ...definedFields({
              reason: data.reason,
              decidedAt: data.decidedAt,
              declineReason: data.declineReason,
            }),
          },
        ]
      : [],
  );
}

/**
 * The organisations the address asked for no more promotional messages from: those whose
 * events it has orders or tickets for, since only their messages reach it.
 */
export async function consentsForFile(
  docs: DocStore,
  email: string | undefined,
  events: EventsById,
): Promise<PersonalData['consents']> {
  if (email === undefined) return [];
  const orgIds = [...new Set([...events.values()].flatMap((event) => event.orgId ?? []))];
  const recipientKey = recipientKeyOf(email);
  const [unsubscribes, organisations] = await Promise.all([
    docs.getAll<{ unsubscribedAt: string }>(
      orgIds.map((orgId) => paths.unsubscribe(orgId, recipientKey)),
    ),
    docs.getAll<OrganisationRecord>(orgIds.map(paths.organisation)),
  ]);
  return orgIds.flatMap((orgId, index) => {
    const unsubscribed = unsubscribes[index]?.data;
    if (!unsubscribed) return [];
    return [
      {
        organisationId: orgId,
        organisationName: organisations[index]?.data?.name ?? orgId,
        promotionalMessages: 'unsubscribed' as const,
        at: unsubscribed.unsubscribedAt,
      },
    ];
  });
}
