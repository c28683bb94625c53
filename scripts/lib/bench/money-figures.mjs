// What GET /api/events/{id}/money must answer for a seeded ledger, summed here from the
// postings themselves rather than by the functions' code, so a fast wrong answer fails; and
// the same figures picked out of an answer, in one order, to compare as text.

const summaryKeys = [
  'gross',
  'platformFees',
  'vat',
  'gatewayFees',
  'refunds',
  'net',
  'paidOut',
  'adjustments',
  'balance',
];

/** The money that is not earned or lost on sales: it leaves the day's net alone. */
const transfers = new Set(['payout', 'payout_reversed', 'adjustment']);

/** The figures of one currency, every key in a fixed order. */
function canonical({ currency, summary, entries, days }) {
  return {
    currency,
    summary: Object.fromEntries(summaryKeys.map((key) => [key, summary[key]])),
    entries,
    days: days.map(({ day, sales, net }) => ({ day, sales, net })),
  };
}

/** The figures an answer gives, as text: what is compared, answer by answer. */
export function figuresOf(answer) {
  return JSON.stringify({
    currencies: answer.currencies.map(canonical),
    payouts: answer.payouts.length,
  });
}

/** The figures of `postings` (one currency) in `timeZone`, as `figuresOf` writes them. */
export function expectedFigures(postings, timeZone, payouts) {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const sums = new Map();
  const days = new Map();
  let entries = 0;
  for (const { posting } of postings) {
    const day = dayOf.format(new Date(posting.at));
    const figures = days.get(day) ?? { sales: 0, net: 0 };
    for (const { kind, amount } of posting.entries) {
      if (amount === 0) continue;
      entries += 1;
      sums.set(kind, (sums.get(kind) ?? 0) + amount);
      if (kind === 'sale') figures.sales += amount;
      if (!transfers.has(kind)) figures.net += amount;
    }
    days.set(day, figures);
  }
  const sum = (kind) => sums.get(kind) ?? 0;
  const gross = sum('sale');
  const platformFees = -(sum('platform_fee') + sum('platform_fee_returned'));
  const vat = -(sum('platform_fee_vat') + sum('platform_fee_vat_returned'));
  const gatewayFees = -(sum('gateway_fee') + sum('gateway_fee_covered'));
  const refunds = -sum('refund');
  const net = gross - platformFees - vat - gatewayFees - refunds;
  const paidOut = -(sum('payout') + sum('payout_reversed'));
  const summary = {
    gross,
    platformFees,
    vat,
    gatewayFees,
    refunds,
    net,
    paidOut,
    adjustments: sum('adjustment'),
    balance: net - paidOut + sum('adjustment'),
  };
  const currency = postings[0].posting.currency;
  const sortedDays = [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => ({ day, ...figures }));
  return {
    text: JSON.stringify({
      currencies: [canonical({ currency, summary, entries, days: sortedDays })],
      payouts,
    }),
    summary,
    entries,
    days: sortedDays.length,
  };
}
