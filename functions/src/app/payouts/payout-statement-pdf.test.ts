import { describe, expect, it } from 'vitest';
import { ledgerEntryKinds } from '../../contract/event-money';
import type { StatementLine } from './payout-statement';
import { statementLineLabel, statementTotals } from './payout-statement-pdf';

const line = (kind: StatementLine['kind'], amount: number): StatementLine => ({
  at: '2026-12-01T10:00:00.000Z',
  kind,
  reference: 'order-1',
  amount,
});

describe('a payout statement’s totals', () => {
  it('sums the lines per kind in the ledger’s order, leaving out kinds with none', () => {
    expect(
      statementTotals([
        line('gateway_fee', -300),
        line('sale', 3_000),
        line('gateway_fee_covered', 100),
        line('sale', 1_000),
      ]),
    ).toEqual([
      { kind: 'sale', count: 2, amount: 4_000 },
      { kind: 'gateway_fee', count: 1, amount: -300 },
      { kind: 'gateway_fee_covered', count: 1, amount: 100 },
    ]);
  });

  it('names every kind of the ledger, and a difference no entry explains', () => {
    const all = ledgerEntryKinds.map((kind) => line(kind, 1));
    expect(statementTotals(all).map((total) => total.kind)).toEqual([...ledgerEntryKinds]);
    expect(statementLineLabel('gateway_fee_covered')).toBe(
      'Card processing fee borne by the platform',
    );
    expect(statementLineLabel('unmatched')).toBe('Not matched to a ledger entry');
  });
});
