import { z } from 'zod';
import { minorUnits } from './minor-units';

// Apart from payouts.ts: an event's money (event-money.ts), which the platform's home reads
// in its first load, says whether a balance can be paid out, not what payouts were made.

export const payoutWaitReasons = [
  'nothing_owed',
  'on_hold',
  'payout_in_progress',
  'no_payout_account',
  'event_not_over',
  'account_recently_changed',
] as const;
export type PayoutWaitReason = (typeof payoutWaitReasons)[number];

/** Whether a balance can be paid out now; if not, why, and until when where known. */
export const payoutReadinessView = z.discriminatedUnion('status', [
  z.object({ status: z.literal('payable'), amount: minorUnits }),
  z.object({
    status: z.literal('waiting'),
    reason: z.enum(payoutWaitReasons),
    until: z.string().optional(),
  }),
]);
export type PayoutReadinessView = z.infer<typeof payoutReadinessView>;
