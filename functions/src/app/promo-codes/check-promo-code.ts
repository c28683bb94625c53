import type { PromoCodeCheckResponse } from '../../contract/promo-codes';
import { isOnSale } from '../../domain/approval';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { CodeCheckOptions } from '../common/code-check';
import type { EventRecord } from '../events/event-records';
import type { PromoCodeRecord } from './promo-records';
import { promoUsedUp } from './promo-validity';

const notValid = 'This code is not valid for this event';

/**
 * What a code the buyer typed takes off, for the page's price before paying: its terms and
 * the event's fee terms. Unknown, deactivated, used up, outside its window: one answer, so
 * guessing tells nothing about which codes exist (the route rate-limits the guesses too).
 * Whether it applies to the chosen tickets the page works out from `typeIds`.
 */
export async function checkPromoCode({
  services: { docs, clock, platformFee },
  eventId,
  code,
}: CodeCheckOptions): Promise<PromoCodeCheckResponse> {
  const [eventDoc, codeDoc] = await docs.getAll([
    paths.event(eventId),
    paths.promoCode(eventId, code),
  ]);
  const event = eventDoc!.data as EventRecord | undefined;
  if (!isOnSale(event)) throw notFound('Event');
  const record = codeDoc!.data as PromoCodeRecord | undefined;
  const now = clock.now().toISOString();
  const usable =
    record !== undefined &&
    record.active &&
    (record.validFrom === null || now >= record.validFrom) &&
    (record.validUntil === null || now < record.validUntil) &&
    !promoUsedUp(record);
  if (!usable) throw new AppError('not_found', notValid, { promoCode: notValid });
  return {
    code: record.code,
    terms: record.terms,
    feeMode: event!.feeMode ?? 'absorbed',
    feeSchedule: event!.feeSchedule ?? platformFee,
  };
}
