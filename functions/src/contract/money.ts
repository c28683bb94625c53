/**
 * Prices are entered in major units ("150.50") and stored as integer minor units (15050),
 * so no floating-point sum ever touches money.
 */
export const maxPriceMajorUnits = 1_000_000;

export type ParsedPrice = { ok: true; minorUnits: number } | { ok: false; error: string };

const plainDecimal = /^(\d+)(?:\.(\d{1,2}))?$/;

export function parsePriceToMinorUnits(text: string): ParsedPrice {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter a price (0 for free tickets)' };
  if (trimmed.startsWith('-')) return { ok: false, error: 'Price cannot be negative' };
  const match = plainDecimal.exec(trimmed);
  if (!match) return { ok: false, error: 'Enter a price like 150 or 150.50' };
  const whole = Number(match[1]);
  if (whole > maxPriceMajorUnits) {
    return { ok: false, error: `At most ${maxPriceMajorUnits.toLocaleString('en-US')}` };
  }
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return { ok: true, minorUnits: whole * 100 + cents };
}

/** 15050 -> "150.50": SPEC.md shows price times 0.01, always with two decimals. */
export function formatMinorUnits(minorUnits: number): string {
  // The sign apart: -50 is "-0.50", which dividing first would print as "0.50".
  const sign = minorUnits < 0 ? '-' : '';
  const size = Math.abs(minorUnits);
  return `${sign}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}
