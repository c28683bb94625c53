import { describe, expect, it } from 'vitest';
import { differenceOf, facts, kindsOf, payout, transfer } from './reconciliation-fixtures';
import { reconcileFacts } from './reconciliation';

describe('reconcileFacts on transfers', () => {
  it('checks each transfer against its payout: entries for what moved, both or neither for what failed', () => {
    const report = reconcileFacts(
      facts({
        transfers: [
          transfer('po_unknown', 'success'),
          transfer('po_no_entry', 'pending'),
          transfer('po_given_back', 'success'),
          transfer('po_kept', 'failed'),
          transfer('po_neither', 'reversed'),
          transfer('po_failed_unknown', 'failed'),
          transfer('po_amount', 'success', 6_000),
        ],
        payouts: [
          payout('po_no_entry', 'pending', {}),
          payout('po_given_back', 'paid', { out: 5_000, back: 5_000 }),
          payout('po_kept', 'pending', { out: 5_000 }),
          payout('po_neither', 'reversed', {}),
          payout('po_amount', 'paid', { out: 5_000 }),
          payout('po_not_sent', 'paid', { out: 5_000 }),
          payout('po_requested', 'requested', { out: 5_000 }),
        ],
      }),
    );
    expect(kindsOf(report)).toEqual([
      { kind: 'amount_mismatch', reference: 'po_amount' },
      { kind: 'transfer_status_mismatch', reference: 'po_given_back' },
      { kind: 'transfer_status_mismatch', reference: 'po_kept' },
      { kind: 'transfer_missing_in_ledger', reference: 'po_no_entry' },
      { kind: 'transfer_missing_at_gateway', reference: 'po_not_sent' },
      { kind: 'transfer_missing_in_ledger', reference: 'po_unknown' },
    ]);
    expect(differenceOf(report, 'po_unknown')?.detail).toBe(
      'The gateway says the transfer is success (ZAR 50.00); no payout has this reference',
    );
    expect(report.explained).toEqual([
      expect.objectContaining({
        reason: 'transfer_not_yet_accepted',
        reference: 'po_requested',
        amount: 5_000,
      }),
    ]);
  });
});
