import { collections } from '../../paths';
import type { MailingKinds, MailingServices } from './mailing-kind';
import type { MailingRecord } from './mailing-records';
import { runMailing, type MailingRunOutcome } from './run-mailing';

/** Mailings looked at per sweep: one sweep's worth of sending, the next sweep takes the rest. */
const mailingsPerSweep = 20;

/**
 * The sweep (production: the `mailingSweep` schedule, every minute): sends the mailings whose
 * time came (scheduled messages, reminders) and finishes those whose runner stopped (its lease
 * ran out). One that another runner holds is left to it.
 */
export async function resumeMailings(
  services: MailingServices,
  kinds: MailingKinds,
): Promise<{ outcomes: Partial<Record<MailingRunOutcome, number>>; failures: string[] }> {
  const now = services.clock.now().toISOString();
  const due = await Promise.all(
    (['queued', 'sending'] as const).map((status) =>
      services.docs.query<MailingRecord>({
        collection: collections.mailings,
        where: [
          { field: 'status', op: '==', value: status },
          { field: 'sendAt', op: '<=', value: now },
        ],
        orderBy: [{ field: 'sendAt', direction: 'asc' }],
        limit: mailingsPerSweep,
      }),
    ),
  );
  const outcomes: Partial<Record<MailingRunOutcome, number>> = {};
  const failures: string[] = [];
  for (const mailing of due.flat()) {
    if (mailing.data.lease && mailing.data.lease.until > now) continue;
    try {
      const outcome = await runMailing(services, kinds, mailing.id);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    } catch (error) {
      failures.push(`${mailing.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { outcomes, failures };
}
