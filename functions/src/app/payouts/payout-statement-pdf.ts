import { ledgerEntryKinds, ledgerEntryLabels } from '../../contract/event-money';
import { formatMinorUnits } from '../../contract/money';
import type { PrintedDocument, PrintedRow } from '../common/pdf-document';
import { partyLines, type DocumentParty } from '../invoices/document-parties';
import type { PayoutRecord } from './payout-records';
import type { StatementLine } from './payout-statement';

/** What the printed statement shows. */
export type PayoutStatementContent = {
  payoutId: string;
  payout: Pick<
    PayoutRecord,
    | 'amount'
    | 'currency'
    | 'status'
    | 'createdAt'
    | 'settledAt'
    | 'bankName'
    | 'accountLast4'
    | 'failureReason'
  >;
  eventName: string;
  /** The event's payout before this one: its entries are not this one's. */
  previous?: { id: string; createdAt: string };
  from: DocumentParty;
  to: DocumentParty;
  lines: readonly StatementLine[];
};

/** A line's name: the ledger's own label, or what an unmatched difference is. */
export function statementLineLabel(kind: StatementLine['kind']): string {
  return kind === 'unmatched' ? 'Not matched to a ledger entry' : ledgerEntryLabels[kind];
}

/**
 * The lines summed per kind, in the ledger's order of kinds (every kind there is, so a kind
 * added to the ledger shows here without a change), the kinds with no line left out.
 */
export function statementTotals(
  lines: readonly StatementLine[],
): Array<{ kind: StatementLine['kind']; count: number; amount: number }> {
  const kinds: ReadonlyArray<StatementLine['kind']> = [...ledgerEntryKinds, 'unmatched'];
  return kinds.flatMap((kind) => {
    const ofKind = lines.filter((line) => line.kind === kind);
    if (ofKind.length === 0) return [];
    return [{ kind, count: ofKind.length, amount: ofKind.reduce((sum, l) => sum + l.amount, 0) }];
  });
}

/** An instant as the statement prints it: "2026-12-16 08:00 UTC". */
export const utcMinute = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

const statusWords: Record<PayoutRecord['status'], string> = {
  requested: 'Approved, the transfer about to be sent',
  pending: 'On its way to the bank',
  paid: 'Paid',
  failed: 'Failed: the money went back to the balance',
  reversed: 'Reversed: the money went back to the balance',
};

/** The payout's remittance statement as a printed document: its lines sum to its amount. */
export function payoutStatementDocument(content: PayoutStatementContent): PrintedDocument {
  const { payout, payoutId } = content;
  const money = (amount: number) => formatMinorUnits(amount);
  const status =
    payout.status === 'paid' && payout.settledAt
      ? `Paid ${utcMinute(payout.settledAt)}`
      : statusWords[payout.status];
  return {
    title: 'Remittance statement',
    parties: [
      { heading: 'FROM', lines: partyLines(content.from) },
      { heading: 'TO', lines: partyLines(content.to) },
    ],
    facts: [
      ['Payout', payoutId],
      ['Event', content.eventName],
      ['Approved', utcMinute(payout.createdAt)],
      [
        'Covers',
        content.previous
          ? `Entries after payout ${content.previous.id}`
          : 'Entries since the event’s first sale',
      ],
      ['Paid to', `${payout.bankName} account ending ${payout.accountLast4}`],
      ['Status', payout.failureReason ? `${status} (${payout.failureReason})` : status],
      ['Amount', `${money(payout.amount)} ${payout.currency}`],
    ],
    tables: [
      {
        heading: 'What makes up this payout',
        columns: [
          { header: 'Entry', share: 4 },
          { header: 'Lines', share: 1, align: 'right' },
          { header: `Amount (${payout.currency})`, share: 1.6, align: 'right' },
        ],
        rows: statementTotals(content.lines).map(({ kind, count, amount }) => [
          statementLineLabel(kind),
          String(count),
          money(amount),
        ]),
        totals: [['Paid out', '', money(payout.amount)]],
      },
      {
        heading: 'Lines',
        columns: [
          { header: 'Date (UTC)', share: 1.6 },
          { header: 'Entry', share: 2.8 },
          { header: 'Reference', share: 2.4 },
          { header: `Amount (${payout.currency})`, share: 1.4, align: 'right' },
        ],
        // An adjustment's reason goes on a line of its own beneath it.
        rows: content.lines.flatMap((line): PrintedRow[] => [
          [
            line.at.slice(0, 16).replace('T', ' '),
            statementLineLabel(line.kind),
            line.reference,
            money(line.amount),
          ],
          ...(line.reason ? [{ spanning: line.reason }] : []),
        ]),
        totals: [['Total', '', '', money(payout.amount)]],
      },
    ],
    notes: [
      'Every entry of the event’s ledger in this currency since its previous payout (or its first sale), up to this one’s approval: the balance it paid out. What the organiser earns is positive; fees and refunds are negative.',
    ],
    footer: `Remittance statement ${payoutId}`,
  };
}
