const basisPoints = 10_000;

/**
 * The VAT inside a price that includes it at `rateBasisPoints` (1500 is 15 %):
 * amount × rate / (1 + rate), rounded half up to the minor unit, as every share is
 * (contract/fees.ts). A document rounds it once per line and adds the lines.
 */
export function vatIncluded(amount: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount is a whole number of minor units, not ${amount}`);
  }
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`A VAT rate is a whole number of basis points, not ${rateBasisPoints}`);
  }
  const withVat = basisPoints + rateBasisPoints;
  // Half up without fractions: floor(amount × rate / withVat + 1/2).
  return Math.floor((2 * amount * rateBasisPoints + withVat) / (2 * withVat));
}

/** A VAT-inclusive amount as its two parts: what it is without VAT, and the VAT. */
export function splitVatIncluded(
  amount: number,
  rateBasisPoints: number,
): { net: number; vat: number } {
  const vat = vatIncluded(amount, rateBasisPoints);
  return { net: amount - vat, vat };
}
