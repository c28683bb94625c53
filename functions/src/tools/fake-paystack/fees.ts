/**
 * The fake's fee on a successful charge: Paystack's published South African local pricing
 * (its "Transactions pricing" support article: 2.9 % + R1.00, VAT exclusive) with South
 * Africa's 15 % VAT on top, applied to every currency's minor units and rounded half up once:
 *   fees = round((amount × 2.9 % + 100) × 1.15), e.g. R150.00 (15000) pays 615 (R6.15).
 * Computed in integers: ⌊((amount × 290 + 1 000 000) × 115 + 500 000) / 1 000 000⌋.
 */
export function cardFees(amount: number): number {
  return Math.floor(((amount * 290 + 1_000_000) * 115 + 500_000) / 1_000_000);
}
