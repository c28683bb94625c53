import {
  defaultRefundRequestSettings,
  type RefundRequestSettings,
} from '../contract/refund-request-settings';

/** What the refund request rule needs of an event. */
export type RefundRequestEvent = {
  startsAt?: string;
  cancelledAt?: string;
  refundRequests?: RefundRequestSettings;
};

export type RefundRequestWindow =
  | { open: true; until: string; automatic: boolean }
  | { open: false; reason: 'refund_requests_off' }
  | { open: false; reason: 'refund_requests_closed'; until: string };

const dayMs = 86_400_000;

/**
 * Whether a buyer of `event` may ask for a refund at `now`: only where the organiser turned
 * requests on, never for a cancelled event (its orders are refunded anyway) or one without a
 * start to count from, and not from `untilDaysBeforeStart` days before the start on.
 */
export function refundRequestWindow(event: RefundRequestEvent, now: Date): RefundRequestWindow {
  const settings = event.refundRequests ?? defaultRefundRequestSettings;
  const startMs = event.startsAt === undefined ? Number.NaN : Date.parse(event.startsAt);
  if (!settings.enabled || event.cancelledAt || Number.isNaN(startMs)) {
    return { open: false, reason: 'refund_requests_off' };
  }
  const until = new Date(startMs - settings.untilDaysBeforeStart * dayMs).toISOString();
  if (now.getTime() >= Date.parse(until)) {
    return { open: false, reason: 'refund_requests_closed', until };
  }
  return { open: true, until, automatic: settings.approval === 'automatic' };
}
