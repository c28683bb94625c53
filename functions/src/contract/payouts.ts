import { z } from 'zod';
import { listPage, pageQuery } from './pages';
import { minorUnits } from './minor-units';
import { currencyCode } from './form-fields';
import { docIdSchema, eventId } from './ids';
import { payoutAccountLabel } from './payout-accounts';
import { payoutReadinessView } from './payout-readiness';

export const payoutStatuses = ['requested', 'pending', 'paid', 'failed', 'reversed'] as const;

/** An administrator held the event's payouts, and why. */
export const payoutHoldView = z.object({ reason: z.string(), at: z.string() });

/** A payout as organisers and administrators see it; amounts in minor units. */
export const payoutView = z.object({
  id: z.string(),
  eventId: z.string(),
  currency: z.string(),
  amount: minorUnits,
  status: z.enum(payoutStatuses),
  ...payoutAccountLabel.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
  settledAt: z.string().optional(),
  /** Why it failed or came back, as the organiser is told. */
  failureReason: z.string().optional(),
  /** The gateway was not reachable: when it is asked again. */
  nextAttemptAt: z.string().optional(),
});
export type PayoutView = z.infer<typeof payoutView>;

/** A payout of an event: its remittance statement (`…/payouts/:payoutId/statement.csv`). */
export const payoutPathParams = z.object({ eventId, payoutId: docIdSchema('a payout id') });

/** `GET /api/events/:eventId/payouts`: the event's payouts, newest first. */
export const eventPayoutsResponse = z.object({ payouts: z.array(payoutView) });

/** `POST /api/admin/events/:eventId/payouts`: pay out the balance in one currency. */
export const approvePayoutRequest = z.object({
  currency: currencyCode,
});

/** `POST /api/admin/events/:eventId/payout-hold`: stop or resume an event's payouts. */
export const payoutHoldRequest = z
  .object({
    hold: z.boolean({ message: 'Say whether to hold (true) or release (false)' }),
    reason: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((request) => !request.hold || (request.reason ?? '').length >= 3, {
    message: 'Say why the payouts are held (at least 3 characters)',
    path: ['reason'],
  });

/** What `POST /api/admin/events/:eventId/payout-hold` answers: the hold now, or null. */
export const payoutHoldResponse = z.object({
  eventId: z.string(),
  payoutHold: payoutHoldView.extend({ by: z.string() }).nullable(),
});
export type PayoutHoldResponse = z.infer<typeof payoutHoldResponse>;

export const adminPayoutsQuery = pageQuery.extend({ status: z.enum(payoutStatuses).optional() });

/** `GET /api/admin/payouts`: every payout, each with its event's name (gone: deleted). */
export const payoutsResponse = listPage.extend({
  payouts: z.array(payoutView.extend({ eventName: z.string().optional() })),
});
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

/** `GET /api/admin/payables`: ended approved events, the newest end first, a page at a time. */
export const adminPayablesQuery = pageQuery;

/** One event's balance in one currency, as administrators decide whether to pay it out. */
export const payableView = z.object({
  eventId: z.string(),
  eventName: z.string(),
  /** When the event was over: its end, else its start. */
  overAt: z.string(),
  organiserUid: z.string(),
  /** Missing when the organiser's account is gone or has no email. */
  organiserEmail: z.string().optional(),
  currency: z.string(),
  /** Minor units; negative when the organiser owes (refunds after a payout). */
  balance: minorUnits,
  readiness: payoutReadinessView,
  payoutHold: payoutHoldView.optional(),
  /** The organiser's payout account in this currency, as the approval names it. */
  account: payoutAccountLabel.optional(),
  /** The event's newest payout in this currency. */
  latestPayout: payoutView.optional(),
});
export type PayableView = z.infer<typeof payableView>;

/**
 * A page of events, as rows of their non-zero balances: a page may hold fewer rows than
 * events (or none) and still have a next one.
 */
export const payablesResponse = listPage.extend({ payables: z.array(payableView) });
export type PayablesResponse = z.infer<typeof payablesResponse>;
