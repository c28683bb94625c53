import { collections } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { carryOutErasure } from './carry-out-erasure';
import type { ErasureRecord } from './erasure-records';

/** Pending erasures one run carries out at most; the next run takes the rest. */
const erasuresPerRun = 200;

/**
 * The daily `erasureSweep`: carries out each pending erasure in the events that are now over
 * and paid out (app/erasure/event-settlement.ts), so tickets to an event still to come stayed
 * valid until it ended. Returns how many erasures it looked at and how many are done.
 */
export async function sweepErasures({
  services: { docs, clock, mailer },
}: UseCaseOptions<'docs' | 'clock' | 'mailer'>): Promise<{ checked: number; done: number }> {
  const pending = await docs.query<ErasureRecord>({
    collection: collections.erasures,
    where: [{ field: 'state', op: '==', value: 'pending' }],
    limit: erasuresPerRun,
  });
  let done = 0;
  for (const erasure of pending) {
    const outcome = await carryOutErasure({ docs, clock, mailer }, erasure.id);
    if (outcome.state === 'done') done += 1;
  }
  return { checked: pending.length, done };
}
