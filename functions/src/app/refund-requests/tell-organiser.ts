import { formatMinorUnits } from '../../contract/money';
import type { Services } from '../common/services';
import { renderEmailHtml } from '../email/email-layout';
import type { EventRecord } from '../events/event-records';
import type { RefundRequestRecord } from './refund-request-records';

/**
 * Tells the event's organiser (the account that made it) that a buyer asked for a refund,
 * with a link to the Orders section where they decide. The request names the message, so a
 * second press tells them nothing new.
 */
export async function tellOrganiserOfRequest(
  { identity, mailer, publicBaseUrl }: Pick<Services, 'identity' | 'mailer' | 'publicBaseUrl'>,
  event: EventRecord,
  request: RefundRequestRecord,
): Promise<void> {
  const organiser = await identity.getAccount(event.uid);
  if (!organiser?.email) return;
  const subject = `Refund request for ${event.name}`;
  const amount = `${formatMinorUnits(request.amount)} ${request.currency}`;
  const opening = `${request.email} asks for a refund of order ${request.orderId} (${amount}).`;
  const href = `${publicBaseUrl}/platform/event/${request.eventId}/orders`;
  const html = await renderEmailHtml({
    preview: opening,
    title: subject,
    blocks: [
      { kind: 'text', text: opening },
      ...(request.reason
        ? [{ kind: 'text' as const, text: `Their words: ${request.reason}` }]
        : []),
      { kind: 'button', label: 'Approve or decline', href },
    ],
    footer: [`Sent by Ticketing Paradise about your event ${event.name}.`],
  });
  await mailer.send({
    to: organiser.email,
    subject,
    text: [
      opening,
      ...(request.reason ? ['', `Their words: ${request.reason}`] : []),
      '',
      `Approve or decline it in the Orders section: ${href}`,
    ].join('\n'),
    html,
    idempotencyKey: `refund-request_${request.orderId}`,
  });
}
