import { formatMinorUnits } from '../../contract/money';
import { monthName } from '../../domain/fee-months';
import type { PrintedDocument } from '../common/pdf-document';
import { partyLines } from './document-parties';
import { formatFeeNumber, type FeeDocumentRecord } from './fee-document-records';

/** "1 December 2026": the day a document was issued (UTC, as its month is). */
const issueDay = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

/**
 * A fee invoice or credit note as printed: from the platform (its VAT number: a tax invoice)
 * to the organisation, a line per event with its fees and their VAT, and the totals.
 */
export function feeDocumentDocument(record: FeeDocumentRecord): PrintedDocument {
  const isInvoice = record.kind === 'invoice';
  const number = formatFeeNumber(record.kind, record.number);
  const money = formatMinorUnits;
  const month = monthName(record.month);
  return {
    title: isInvoice ? (record.issuer.vatNumber ? 'Tax invoice' : 'Invoice') : 'Credit note',
    parties: [
      { heading: 'FROM', lines: partyLines(record.issuer) },
      { heading: 'TO', lines: partyLines(record.recipient) },
    ],
    facts: [
      [isInvoice ? 'Invoice number' : 'Credit note number', number],
      ['Date of issue', issueDay(record.issuedAt)],
      ['Period', `${month} (UTC)`],
      ['Currency', record.currency],
      ...(record.creditsInvoices && record.creditsInvoices.length > 0
        ? [['Credits invoice', record.creditsInvoices.join(', ')] as const]
        : []),
    ],
    tables: [
      {
        heading: isInvoice ? 'Platform fees' : 'Platform fees given back',
        columns: [
          { header: 'Event', share: 4 },
          { header: 'Fees', share: 1.3, align: 'right' },
          { header: 'VAT', share: 1.3, align: 'right' },
          { header: 'Total', share: 1.3, align: 'right' },
        ],
        rows: record.lines.map((line) => [
          line.eventName,
          money(line.fees),
          money(line.vat),
          money(line.fees + line.vat),
        ]),
        totals: [['Total', money(record.fees), money(record.vat), money(record.fees + record.vat)]],
      },
    ],
    notes: [
      isInvoice
        ? `The platform’s fees on the tickets your events sold in ${month}, and the VAT on them. They were taken from your ticket sales before payout: nothing is due.`
        : `The platform’s fees, and their VAT, given back on the refunds of ${month}: they went back to your events’ balances.`,
    ],
    footer: number,
  };
}
