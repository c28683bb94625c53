import { ticketCharge, type FeeMode, type FeeSchedule } from '@contract/fees';
import type { PublicTicketType } from '@contract/public';
import { buildPublicTicketType } from './event-factories';

/** The platform fee tests price with: 5 % + R2.50 a ticket, 15 % VAT on it. */
export const testPlatformFee: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250 },
  vatBasisPoints: 1500,
};

/**
 * A ZAR type as GET /api/events/{id} answers it, priced with `testPlatformFee`: the fee and its
 * VAT only when passed on.
 */
export function buildPricedPublicType(id: string, price: number, mode: FeeMode): PublicTicketType {
  const charge = ticketCharge(price, 'ZAR', testPlatformFee, mode);
  return buildPublicTicketType({
    id,
    price,
    ...(mode === 'passed_on' ? { serviceFee: charge.platformFee, serviceFeeVat: charge.vat } : {}),
  });
}
