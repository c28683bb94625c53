import type { WebhookEventType } from '@contract/webhook-events';
import type {
  WebhookAttemptView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '@contract/webhooks';

/** What each event type tells a receiver, in a line, beside its checkbox. */
export const webhookTypeDescriptions: Record<WebhookEventType, string> = {
  'order.paid': 'An order is paid (or a free order completed) and its tickets are issued',
  'order.refunded': 'An order is refunded in full and its tickets no longer work',
  'ticket.checked_in': 'A ticket is let in at the door',
  'ticket.transferred': 'A friend claims a ticket passed on to them',
  'attendee.updated': 'A buyer changes a ticket’s holder or their answers',
  'event.approved': 'An event is approved and goes on sale',
  'event.changed': 'An approved event moves to another time or place',
  'event.cancelled': 'An event is cancelled (its paid orders are refunded)',
  'payout.paid': 'A payout reaches your bank account',
  'payout.failed': 'A payout fails or the bank sends it back',
};

type Badge = { label: string; color: string };

/** Whether an endpoint gets events, at a glance. */
export function endpointStatus(endpoint: WebhookEndpointView): Badge {
  if (endpoint.switchedOffAt) return { label: 'Switched off', color: 'red' };
  if (!endpoint.enabled) return { label: 'Off', color: 'gray' };
  if (endpoint.failingSince) return { label: 'Failing', color: 'orange' };
  return { label: 'On', color: 'teal' };
}

/** Where a delivery stands: delivered, still being tried, or given up. */
export function deliveryStatus(delivery: WebhookDeliveryView): Badge {
  switch (delivery.state) {
    case 'succeeded':
      return { label: 'Delivered', color: 'teal' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'pending':
      return delivery.attempts.length === 0
        ? { label: 'Waiting', color: 'gray' }
        : { label: 'Retrying', color: 'orange' };
  }
}

/** How an attempt ended, in a few words: the status code where there was an answer. */
export function attemptResult(attempt: WebhookAttemptView): string {
  const code = attempt.statusCode === undefined ? '' : ` ${attempt.statusCode}`;
  switch (attempt.outcome) {
    case 'succeeded':
    case 'http_error':
      return `HTTP${code}`;
    case 'redirect':
      return `Redirect${code} (not followed)`;
    case 'timeout':
      return 'No answer within 10 seconds';
    case 'connection_error':
      return 'Could not connect';
    case 'too_large':
      return 'Answer over 64 KB';
    case 'refused':
      return 'Address refused';
  }
}
