import { defaultTransferSettings, type TransferSettings } from '../contract/transfer-settings';

/** What the transfer rule needs of an event. */
export type TransferEvent = {
  startsAt?: string;
  endsAt?: string;
  cancelledAt?: string;
  transfers?: TransferSettings;
};

export type TransferWindow =
  | { open: true; closesAt?: string }
  | { open: false; reason: 'transfers_off' | 'transfers_closed' | 'cancelled' };

const hourMs = 3_600_000;

/**
 * Whether a ticket of `event` may be handed on (or a transfer claimed) at `now`: not for a
 * cancelled event, not where the organiser turned transfers off, and not from
 * `closeHoursBeforeStart` before the start on, so the door's lists are settled before doors
 * open (an event without a start closes once it is over, `endsAt`).
 */
export function transferWindow(event: TransferEvent, now: Date): TransferWindow {
  if (event.cancelledAt) return { open: false, reason: 'cancelled' };
  const settings = event.transfers ?? defaultTransferSettings;
  if (!settings.enabled) return { open: false, reason: 'transfers_off' };
  const closesAt = event.startsAt
    ? new Date(Date.parse(event.startsAt) - settings.closeHoursBeforeStart * hourMs).toISOString()
    : event.endsAt;
  if (closesAt !== undefined && now.getTime() >= Date.parse(closesAt)) {
    return { open: false, reason: 'transfers_closed' };
  }
  return closesAt === undefined ? { open: true } : { open: true, closesAt };
}
