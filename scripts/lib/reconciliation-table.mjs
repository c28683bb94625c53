// The reconciliation report (functions/src/contract/reconciliation.ts) as text for a
// terminal: a table of days, then every difference and every explained gap by reference.

/** 123456 -> "1 234.56": minor units grouped in threes, as the Money page shows them. */
export function amount(minorUnits) {
  const sign = minorUnits < 0 ? '-' : '';
  const size = Math.abs(minorUnits);
  const whole = String(Math.trunc(size / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole}.${String(size % 100).padStart(2, '0')}`;
}

const figures = [
  ['charges', 'Charges'],
  ['gatewayFees', 'Gateway fees'],
  ['refunds', 'Refunds'],
  ['transfers', 'Transfers'],
];

/** "ledger / gateway", with a `*` where the two sides differ. */
const sidesCell = ({ ledger, gateway }) =>
  `${amount(ledger)} / ${amount(gateway)}${ledger === gateway ? '' : ' *'}`;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

/** The report as lines of text. */
export function reportLines(report) {
  const header = ['Day', 'Currency', ...figures.map(([, label]) => `${label} (ledger / gateway)`)];
  const rows = [header];
  for (const { day, currencies } of report.days) {
    if (currencies.length === 0) rows.push([day, '-', ...figures.map(() => '')]);
    for (const row of currencies) {
      rows.push([day, row.currency, ...figures.map(([key]) => sidesCell(row[key]))]);
    }
  }
  const lines = [
    `Reconciliation of the ledger with Paystack, ${report.period.from} to ${report.period.to} (UTC days)`,
    '',
    ...table(rows),
    '',
  ];
  if (rows.some((row) => row.some((cell) => cell.endsWith(' *')))) {
    lines.push('* the ledger and the gateway differ on this figure: see below', '');
  }
  const side = (label, value) => (value === undefined ? `${label} -` : `${label} ${amount(value)}`);
  lines.push(
    report.differences.length === 0
      ? 'No differences.'
      : `Differences (${report.differences.length}):`,
  );
  for (const difference of report.differences) {
    const where = difference.eventId ? `, event ${difference.eventId}` : '';
    lines.push(
      `  ${difference.day}  ${difference.kind}  ${difference.reference}  ${difference.currency}  ` +
        `${side('ledger', difference.ledger)}, ${side('gateway', difference.gateway)}${where}`,
      `      ${difference.detail}`,
    );
  }
  if (report.explained.length > 0) {
    lines.push('', `Explained, not differences (${report.explained.length}):`);
    for (const item of report.explained) {
      lines.push(
        `  ${item.day}  ${item.reason}  ${item.reference}  ${item.currency} ${amount(item.amount)}`,
        `      ${item.detail}`,
      );
    }
  }
  return lines;
}
