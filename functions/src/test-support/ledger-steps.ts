/** The steps of the money's property-based test (ledger-invariants.contract.test.ts). */
import fc from 'fast-check';

/** The fake's accounts: how a transfer to each ends (see the fake's server.ts). */
export const accountFor = {
  success: '1000000001',
  failed: '1000000002',
  reversed: '1000000003',
} as const;

export type Step =
  | { kind: 'sell'; event: number; quantity: number; duplicateConfirm: boolean }
  | { kind: 'refund'; event: number; pick: number }
  | { kind: 'cancel'; event: number }
  | { kind: 'payout'; event: number; outcome: keyof typeof accountFor; duplicateWebhook: boolean };

export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      event: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
      duplicateConfirm: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      event: fc.nat(1),
      pick: fc.nat(20),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), event: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      event: fc.nat(1),
      outcome: fc.constantFrom('success', 'failed', 'reversed'),
      duplicateWebhook: fc.boolean(),
    }),
  },
);

/** One sequence that takes every path, run first: the random ones mix them further. */
export const everyPath: Step[] = [
  { kind: 'sell', event: 0, quantity: 2, duplicateConfirm: true },
  { kind: 'sell', event: 1, quantity: 1, duplicateConfirm: false },
  { kind: 'sell', event: 1, quantity: 3, duplicateConfirm: true },
  { kind: 'refund', event: 1, pick: 1 },
  { kind: 'payout', event: 1, outcome: 'failed', duplicateWebhook: true },
  { kind: 'payout', event: 1, outcome: 'success', duplicateWebhook: true },
  { kind: 'sell', event: 1, quantity: 1, duplicateConfirm: false },
  { kind: 'refund', event: 1, pick: 0 },
  { kind: 'payout', event: 0, outcome: 'reversed', duplicateWebhook: false },
  { kind: 'cancel', event: 0 },
  { kind: 'sell', event: 0, quantity: 1, duplicateConfirm: false },
];
