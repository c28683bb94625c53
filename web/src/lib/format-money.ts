import { formatMinorUnits } from '@contract/money';

// A no-break space: "R 1 234.00" never wraps inside an amount.
const space = '\u00a0';

const symbols = new Map<string, string>();

/** "R" for ZAR, "$" for USD; the code itself for a currency the browser has no symbol for. */
export function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    } catch {
      // Not an ISO code Intl accepts: the code still says which money it is.
      symbol = currency;
    }
    symbols.set(currency, symbol);
  }
  return symbol;
}

/**
 * 123456 ZAR -> "R 1 234.56": the digits formatMinorUnits gives (no floating point), grouped
 * in threes with spaces as South Africa writes them, the decimal point kept as SPEC.md shows
 * prices. A symbol made of letters ("R", "KES") is set apart from the digits; "$" is not.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const digits = formatMinorUnits(minorUnits);
  const sign = digits.startsWith('-') ? '-' : '';
  const [whole = '0', cents = '00'] = digits.slice(sign.length).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, space);
  const symbol = currencySymbol(currency);
  const gap = /\p{L}$/u.test(symbol) ? space : '';
  return `${sign}${symbol}${gap}${grouped}.${cents}`;
}

/** "South African Rand (ZAR)", or the code alone where the browser has no name for it. */
export function currencyName(currency: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}
