import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyTotals,
  invalidEntryAmount,
  ledgerEntryKinds,
  signed,
  summaryOf,
  totalsOf,
  withEntry,
  type LedgerAmount,
} from './ledger';

describe('ledger entries', () => {
  it('gives each kind its one sign; an adjustment may go either way', () => {
    expect(invalidEntryAmount({ kind: 'sale', amount: 16_150 })).toBeUndefined();
    expect(invalidEntryAmount({ kind: 'sale', amount: -1 })).toBe(
      'A sale entry is positive, not -1',
    );
    expect(invalidEntryAmount({ kind: 'payout', amount: 500 })).toBe(
      'A payout entry is negative, not 500',
    );
    expect(invalidEntryAmount({ kind: 'adjustment', amount: -500 })).toBeUndefined();
    expect(invalidEntryAmount({ kind: 'adjustment', amount: 500 })).toBeUndefined();
  });

  it('refuses nothing-entries and fractions of a minor unit', () => {
    expect(invalidEntryAmount({ kind: 'refund', amount: 0 })).toBe('An entry of 0 records nothing');
    expect(invalidEntryAmount({ kind: 'sale', amount: 10.5 })).toBe(
      '10.5 is not a whole number of minor units',
    );
  });

  it('signs an amount by its kind', () => {
    expect(signed('refund', 500)).toBe(-500);
    expect(signed('refund', -500)).toBe(-500);
    expect(signed('payout_reversed', 500)).toBe(500);
  });
});

describe('a statement', () => {
  it('sums a sale, its fees, a refund and a payout into what is owed', () => {
    const entries: LedgerAmount[] = [
      { kind: 'sale', amount: 16_150 },
      { kind: 'platform_fee', amount: -1_000 },
      { kind: 'platform_fee_vat', amount: -150 },
      { kind: 'gateway_fee', amount: -470 },
      { kind: 'sale', amount: 16_150 },
      { kind: 'platform_fee', amount: -1_000 },
      { kind: 'platform_fee_vat', amount: -150 },
      { kind: 'gateway_fee', amount: -470 },
      { kind: 'refund', amount: -16_150 },
      { kind: 'platform_fee_returned', amount: 1_000 },
      { kind: 'platform_fee_vat_returned', amount: 150 },
      { kind: 'payout', amount: -10_000 },
    ];
    expect(summaryOf(totalsOf(entries))).toEqual({
      gross: 32_300,
      platformFees: 1_000,
      vat: 150,
      gatewayFees: 940,
      refunds: 16_150,
      net: 14_060,
      paidOut: 10_000,
      adjustments: 0,
      balance: 4_060,
    });
  });

  it('counts a reversed payout as not paid out', () => {
    const totals = totalsOf([
      { kind: 'sale', amount: 1_000 },
      { kind: 'payout', amount: -1_000 },
      { kind: 'payout_reversed', amount: 1_000 },
    ]);
    expect(summaryOf(totals)).toMatchObject({ paidOut: 0, balance: 1_000 });
  });

  it('shows organisers only the card fees they bore: a R3.00 ticket absorbed leaves them at zero', () => {
    const totals = totalsOf([
      { kind: 'sale', amount: 300 },
      { kind: 'platform_fee', amount: -261 },
      { kind: 'platform_fee_vat', amount: -39 },
      { kind: 'gateway_fee', amount: -125 },
      { kind: 'gateway_fee_covered', amount: 125 },
    ]);
    expect(summaryOf(totals)).toMatchObject({ gatewayFees: 0, net: 0, balance: 0 });
  });
});

const entry: fc.Arbitrary<LedgerAmount> = fc
  .tuple(
    fc.constantFrom(...ledgerEntryKinds),
    fc.integer({ min: 1, max: 10_000_000 }),
    fc.boolean(),
  )
  .map(([kind, magnitude, negative]) => ({
    kind,
    amount: kind === 'adjustment' ? (negative ? -magnitude : magnitude) : signed(kind, magnitude),
  }));
const entries = fc.array(entry, { maxLength: 200 });

describe('ledger totals, for any list of entries', () => {
  it('keep a balance that is the sum of the entries, however they are added', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const oneByOne = list.reduce(withEntry, emptyTotals());
        expect(oneByOne).toEqual(totalsOf(list));
        expect(oneByOne.balance).toBe(list.reduce((sum, entry) => sum + entry.amount, 0));
        expect(oneByOne.entries).toBe(list.length);
        for (const entry of list) expect(invalidEntryAmount(entry)).toBeUndefined();
      }),
    );
  });

  it('add up: balance = gross - fees - VAT - gateway fees - refunds - paid out + adjustments', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const summary = summaryOf(totalsOf(list));
        expect(summary.balance).toBe(
          summary.gross -
            summary.platformFees -
            summary.vat -
            summary.gatewayFees -
            summary.refunds -
            summary.paidOut +
            summary.adjustments,
        );
        expect(summary.net - summary.paidOut + summary.adjustments).toBe(summary.balance);
      }),
    );
  });
});
