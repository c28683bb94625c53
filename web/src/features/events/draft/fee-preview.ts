import type { Currency } from '@contract/events';
import { ticketCharge, type Charge, type FeeMode, type FeeSchedule } from '@contract/fees';
import { formatMinorUnits, parsePriceToMinorUnits } from '@contract/money';
import type { TicketTypeDraft } from './event-draft';

export type FeePreviewRow = { key: string; name: string; currency: Currency; charge: Charge };

/**
 * One ticket of each paid type, as the organiser typed it: what buyers pay, the fee and its
 * VAT, and what the organiser receives. The allocator's own function and schedule, so the
 * figures are the ones charged. Free types and prices that do not parse have no row.
 */
export function feePreview(
  types: readonly TicketTypeDraft[],
  schedule: FeeSchedule,
  mode: FeeMode,
): FeePreviewRow[] {
  return types.flatMap((type, index) => {
    const price = parsePriceToMinorUnits(type.price);
    if (!price.ok || price.minorUnits === 0) return [];
    return [
      {
        key: type.key,
        name: type.name.trim() || `Ticket type ${index + 1}`,
        currency: type.currency,
        charge: ticketCharge(price.minorUnits, type.currency, schedule, mode),
      },
    ];
  });
}

/** 500 -> "5%", 350 -> "3.5%", 1250 -> "12.5%". */
export function formatBasisPoints(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * The schedule in a sentence an organiser reads at a glance, with the flat part in the
 * `currencies` their tickets are priced in:
 * "5% of the ticket price + 2.50 ZAR per paid ticket, plus 15% VAT on the fee."
 */
export function describeSchedule(schedule: FeeSchedule, currencies: readonly string[]): string {
  const flats = [...new Set(currencies)]
    .filter((currency) => (schedule.flatByCurrency[currency] ?? 0) > 0)
    .map((currency) => `${formatMinorUnits(schedule.flatByCurrency[currency]!)} ${currency}`);
  const parts = [
    ...(schedule.percentBasisPoints > 0
      ? [`${formatBasisPoints(schedule.percentBasisPoints)} of the ticket price`]
      : []),
    ...(flats.length > 0 ? [flats.join(' or ')] : []),
  ];
  if (parts.length === 0) return 'There is no service fee on your tickets.';
  const vat =
    schedule.vatBasisPoints > 0
      ? `, plus ${formatBasisPoints(schedule.vatBasisPoints)} VAT on the fee`
      : '';
  return `The service fee is ${parts.join(' + ')} per paid ticket${vat}. Free tickets have none.`;
}
