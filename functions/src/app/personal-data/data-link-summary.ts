import type { DataLinkSummary, PersonalData } from '../../contract/personal-data';
import type { UseCaseOptions } from '../common/use-case-options';
import { collectPersonalData } from './collect-personal-data';
import type { OpenedDataLink } from './open-data-link';

/** How much of each kind the file holds, and the events it names. */
export function summaryOf(data: PersonalData): Omit<DataLinkSummary, 'email' | 'expiresAt'> {
  const events = new Map<string, DataLinkSummary['events'][number]>();
  const withEvents = [
    ...data.orders,
    ...data.purchaseAttempts,
    ...data.ticketsHeld,
    ...data.waitingLists,
  ];
  for (const { event } of withEvents) {
    events.set(event.id, event);
  }
  const tickets =
    data.orders.reduce((sum, order) => sum + order.tickets.length, 0) + data.ticketsHeld.length;
  return {
    counts: {
      orders: data.orders.length,
      purchaseAttempts: data.purchaseAttempts.length,
      tickets,
      transfers: data.transfers.length,
      refundRequests: data.refundRequests.length,
      waitingLists: data.waitingLists.length,
      questionnaireSubmissions: data.questionnaire.submissions.length,
      consents: data.consents.length,
    },
    events: [...events.values()].sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')),
  };
}

/** Whether the file holds anything at all about the address. */
export const holdsAnything = (data: PersonalData) =>
  Object.values(summaryOf(data).counts).some((count) => count > 0);

/** `GET /api/my-data/{linkId}`: what the link's page shows in short. */
export async function getDataLinkSummary({
  services,
  link,
}: UseCaseOptions<'docs' | 'clock', { link: OpenedDataLink }>): Promise<DataLinkSummary> {
  const data = await collectPersonalData({ services, subject: { email: link.email } });
  return { email: link.email, expiresAt: link.expiresAt, ...summaryOf(data) };
}
