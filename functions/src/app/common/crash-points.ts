/**
 * Failpoints of the crash harness (app/invariants/crash-at-every-step.contract.test.ts): the
 * process kills itself (SIGKILL, no cleanup, as an out-of-memory kill or a lost machine does)
 * at the named step when FAULT_CRASH_AT names it. Each point sits where a death leaves work
 * half done: between a gateway's answer and our record of it, between a commit and what
 * follows it. Production never sets the variable; a check is one environment read.
 */
export const crashPoints = [
  /** Paystack started the payment; no purchase request names it yet. */
  'checkout.payment-started',
  /** The purchase request is stored; the buyer has no answer yet. */
  'checkout.request-stored',
  /** The allocator read and decided a batch inside its transaction; nothing committed. */
  'allocator.decided',
  /** The allocator's batch is committed; its answers not yet seen by anyone. */
  'allocator.committed',
  /** Paystack says the payment succeeded; nothing recorded yet. */
  'payment.verified',
  /** The order is paid and its tickets exist; the tickets email is not sent. */
  'fulfilment.committed',
  /** The refund is claimed (refund_pending with a lease); the gateway not asked. */
  'refund.claimed',
  /** The gateway refunded; the order still reads refund_pending. */
  'refund.gateway-answered',
  /** The order is refunded and its tickets void; the buyer not emailed. */
  'refund.completed',
  /** The event is marked cancelled; none of its orders refunded yet. */
  'cancellation.marked',
  /** The embedded store committed a change; no trigger handler has run for it. */
  'embedded-trigger.before-handler',
] as const;

/**
 * Failpoints of a mailing (app/mailings/run-mailing.ts), proved by their own harness
 * (mailings/mailing-crash.contract.test.ts) rather than the sale's, which never reaches them.
 */
export const mailingCrashPoints = [
  /** A batch's emails are handed to the mail service; the batch is not recorded done. */
  'mailing.batch-sent',
] as const;

export type CrashPoint = (typeof crashPoints)[number] | (typeof mailingCrashPoints)[number];

export const crashPointVariable = 'FAULT_CRASH_AT';

export function crashPoint(name: CrashPoint): void {
  if (process.env[crashPointVariable] === name) process.kill(process.pid, 'SIGKILL');
}
