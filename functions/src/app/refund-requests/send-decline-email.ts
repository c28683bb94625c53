import { formatMinorUnits } from '../../contract/money';
import type { Services } from '../common/services';
import { renderEmailHtml } from '../email/email-layout';
import type { RefundRequestRecord } from './refund-request-records';

/**
 * Tells the buyer the organiser declined their refund request, and why. The request names
 * the message, so a second press of Decline sends nothing new.
 */
export async function sendDeclineEmail(
  { mailer, publicBaseUrl }: Pick<Services, 'mailer' | 'publicBaseUrl'>,
  eventName: string,
  request: RefundRequestRecord,
): Promise<void> {
  const subject = `Your refund request for ${eventName}`;
  const opening = `The organiser of ${eventName} declined your request to refund order ${request.orderId}. Your tickets stay valid.`;
  const ticketUrl = `${publicBaseUrl}/tickets/${request.ticketCode}`;
  const html = await renderEmailHtml({
    preview: opening,
    title: subject,
    blocks: [
      { kind: 'text', text: opening },
      { kind: 'text', text: `Their reason: ${request.declineReason ?? ''}` },
      {
        kind: 'facts',
        facts: [
          { label: 'Event', value: eventName },
          { label: 'Order reference', value: request.orderId },
          { label: 'Paid', value: `${formatMinorUnits(request.amount)} ${request.currency}` },
        ],
      },
      { kind: 'button', label: 'Open your ticket', href: ticketUrl },
    ],
    footer: [`Sent by Ticketing Paradise about your order ${request.orderId}.`],
  });
  await mailer.send({
    to: request.email,
    subject,
    text: [
      opening,
      '',
      `Their reason: ${request.declineReason ?? ''}`,
      '',
      `Your ticket: ${ticketUrl}`,
      `Order reference: ${request.orderId}.`,
    ].join('\n'),
    html,
    idempotencyKey: `refund-request-declined_${request.orderId}`,
  });
}
