import { describe, expect, it } from 'vitest';
import {
  at,
  charge,
  differenceOf,
  facts,
  gatewayRefund,
  kindsOf,
  payout,
  refunded,
  sold,
  transfer,
} from './reconciliation-fixtures';
import { reconcileFacts } from './reconciliation';

describe('reconcileFacts', () => {
  it('finds nothing to say about a consistent story, and adds up each day per currency', () => {
    const report = reconcileFacts(
      facts({
        charges: [charge('o1'), charge('o2'), charge('o3', { currency: 'USD', fees: 0 })],
        refunds: [gatewayRefund('o2')],
        transfers: [transfer('po_paid', 'success'), transfer('po_failed', 'failed')],
        orders: [
          sold('o1'),
          refunded('o2'),
          sold('o3', {
            currency: 'USD',
            ledger: { sale: { amount: 10_000, currency: 'USD', at: at('01') } },
          }),
        ],
        payouts: [
          payout('po_paid', 'paid', { out: 5_000 }),
          payout('po_failed', 'failed', { out: 5_000, back: 5_000 }),
        ],
      }),
    );
    expect(report.differences).toEqual([]);
    expect(report.explained).toEqual([]);
    expect(report.days.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const [first, second, third] = report.days;
    expect(first?.currencies).toEqual([
      {
        currency: 'USD',
        charges: { ledger: 10_000, gateway: 10_000 },
        gatewayFees: { ledger: 0, gateway: 0 },
        refunds: { ledger: 0, gateway: 0 },
        transfers: { ledger: 0, gateway: 0 },
      },
      expect.objectContaining({
        currency: 'ZAR',
        charges: { ledger: 20_000, gateway: 20_000 },
        gatewayFees: { ledger: 860, gateway: 860 },
      }),
    ]);
    expect(second?.currencies).toEqual([
      expect.objectContaining({ currency: 'ZAR', refunds: { ledger: 10_000, gateway: 10_000 } }),
    ]);
    expect(third?.currencies).toEqual([
      expect.objectContaining({ currency: 'ZAR', transfers: { ledger: 5_000, gateway: 5_000 } }),
    ]);
  });

  it('reports a charge on one side only, and an amount or fee the sides disagree on', () => {
    const report = reconcileFacts(
      facts({
        charges: [
          charge('no-order'),
          charge('no-sale'),
          charge('abandoned', { status: 'abandoned', fees: undefined }),
          charge('changed', { amount: 12_000 }),
          charge('fee', { fees: 500 }),
          charge('flagged'),
        ],
        orders: [
          sold('no-sale', { ledger: {} }),
          sold('abandoned'),
          sold('not-listed'),
          sold('changed'),
          sold('fee'),
          sold('flagged', {
            status: 'expired',
            flagged: 'Paid 10000 ZAR, expected 9000 ZAR',
            ledger: {},
          }),
        ],
      }),
    );
    expect(kindsOf(report)).toEqual([
      { kind: 'charge_missing_at_gateway', reference: 'abandoned' },
      { kind: 'amount_mismatch', reference: 'changed' },
      { kind: 'fee_mismatch', reference: 'fee' },
      { kind: 'charge_missing_in_ledger', reference: 'flagged' },
      { kind: 'charge_missing_in_ledger', reference: 'no-order' },
      { kind: 'charge_missing_in_ledger', reference: 'no-sale' },
      { kind: 'charge_missing_at_gateway', reference: 'not-listed' },
    ]);
    const changed = differenceOf(report, 'changed');
    expect(changed).toMatchObject({
      ledger: 10_000,
      gateway: 12_000,
      eventId: 'e1',
      day: '2026-11-01',
    });
    expect(changed?.detail).toBe(
      'The ledger has a sale of ZAR 100.00; the gateway charged ZAR 120.00',
    );
    expect(differenceOf(report, 'fee')).toMatchObject({
      ledger: 430,
      gateway: 500,
    });
    expect(differenceOf(report, 'flagged')?.detail).toContain('never fulfilled');
    expect(differenceOf(report, 'abandoned')?.detail).toContain('as abandoned');
  });

  it('reports refunds on one side only or of other amounts, summing parts and leaving out failed ones', () => {
    const report = reconcileFacts(
      facts({
        charges: ['r1', 'r2', 'r3', 'r4'].map((reference) => charge(reference)),
        refunds: [
          gatewayRefund('r1', 4_000),
          gatewayRefund('r1', 6_000),
          gatewayRefund('r1', 10_000, 'failed'),
          gatewayRefund('r2'),
          gatewayRefund('r4', 9_000),
        ],
        orders: [refunded('r1'), sold('r2'), refunded('r3'), refunded('r4')],
      }),
    );
    expect(kindsOf(report)).toEqual([
      { kind: 'refund_missing_in_ledger', reference: 'r2' },
      { kind: 'refund_missing_at_gateway', reference: 'r3' },
      { kind: 'amount_mismatch', reference: 'r4' },
    ]);
    expect(report.days[1]?.currencies[0]?.refunds).toEqual({ ledger: 30_000, gateway: 29_000 });
  });

  it('explains late payments refunded at once, orders from before the ledger and refunds under way', () => {
    const late = sold('late', {
      status: 'expired',
      lateRefund: { at: at('01', '10:01:00'), reason: 'The hold ran out' },
      ledger: {},
    });
    const old = sold('old', { priced: false, ledger: {}, status: 'refunded' });
    const pending = sold('pending', { status: 'refund_pending' });
    const report = reconcileFacts(
      facts({
        charges: [charge('late', { status: 'reversed' }), charge('old'), charge('pending')],
        refunds: [gatewayRefund('late'), gatewayRefund('old'), gatewayRefund('pending')],
        orders: [late, old, pending],
      }),
    );
    expect(report.differences).toEqual([]);
    expect(
      report.explained.map(({ reason, reference, day }) => ({ reason, reference, day })),
    ).toEqual([
      { reason: 'late_payment_refunded', reference: 'late', day: '2026-11-01' },
      { reason: 'paid_before_ledger', reference: 'old', day: '2026-11-01' },
      { reason: 'late_payment_refunded', reference: 'late', day: '2026-11-02' },
      { reason: 'paid_before_ledger', reference: 'old', day: '2026-11-02' },
      { reason: 'refund_in_progress', reference: 'pending', day: '2026-11-02' },
    ]);
    expect(report.explained[0]?.detail).toContain('The hold ran out');
  });

  it("puts an item on its gateway record's day and leaves out what falls outside the period", () => {
    const report = reconcileFacts(
      facts({
        charges: [
          charge('before', { paidAt: '2026-10-31T23:59:59.000Z' }),
          // Started on the last day of October, paid on the first of November.
          charge('edge', {
            createdAt: '2026-10-31T23:58:00.000Z',
            paidAt: '2026-11-01T00:00:30.000Z',
          }),
          charge('after', { paidAt: '2026-11-04T00:00:00.000Z' }),
        ],
        orders: [sold('before', { ledger: {} }), sold('after', { ledger: {} })],
      }),
    );
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'charge_missing_in_ledger',
        reference: 'edge',
        day: '2026-11-01',
      }),
    ]);
    expect(report.days[0]?.currencies[0]?.charges).toEqual({ ledger: 0, gateway: 10_000 });
  });
});
