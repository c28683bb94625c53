import type { EventWithTypes, PublicTicketType } from '../../contract/events';
import { defaultFeeMode, ticketCharge, type FeeSchedule } from '../../domain/fees';
import type { EventRecord } from './event-records';

/** Who pays the fee on this event, and its own fee where it has one: the organiser's view. */
export function organiserFeeTerms(
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'>,
): Pick<EventWithTypes, 'feeMode' | 'feeSchedule'> {
  return {
    feeMode: event.feeMode ?? defaultFeeMode,
    ...(event.feeSchedule ? { feeSchedule: event.feeSchedule } : {}),
  };
}

/**
 * What buyers pay on top of one ticket of `type`, when the event passes the fee on: priced
 * by the function and the schedule the allocator charges with, so the page and the payment
 * agree to the cent. Nothing when the organiser absorbs the fee (buyers pay the price).
 */
export function serviceFeeOf(
  type: { price: number; currency: string },
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'>,
  platformFee: FeeSchedule,
): Pick<PublicTicketType, 'serviceFee' | 'serviceFeeVat'> {
  if ((event.feeMode ?? defaultFeeMode) !== 'passed_on') return {};
  const charge = ticketCharge(
    type.price,
    type.currency,
    event.feeSchedule ?? platformFee,
    'passed_on',
  );
  return { serviceFee: charge.platformFee, serviceFeeVat: charge.vat };
}
