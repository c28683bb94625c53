import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { carryOutErasure, type ErasureOutcome } from './carry-out-erasure';
import type { ErasedPerson } from './erased-writes';
import {
  erasureEmail,
  type ErasureEventRecord,
  type ErasureReason,
  type ErasureRecord,
} from './erasure-records';
import { findPersonsEvents } from './find-persons-events';

/**
 * Records that a person is to be erased (by their accounts and addresses) from every event
 * they have records in, as those records stand now, and carries it out at once in the events
 * that are over and paid out; the daily `erasureSweep` does the rest as each is. Asked again,
 * the same erasure (its id) takes in what was kept since and runs again; what was erased
 * stays erased.
 */
export async function requestErasure({
  services: { docs, clock, mailer },
  erasureId,
  reason,
  person,
}: UseCaseOptions<
  'docs' | 'clock' | 'mailer',
  { erasureId: string; reason: ErasureReason; person: ErasedPerson }
>): Promise<ErasureOutcome> {
  const asked = {
    uids: [...new Set(person.uids)],
    emails: [...new Set(person.emails.map(erasureEmail))],
  };
  const eventIds = await findPersonsEvents(docs, asked);
  const now = clock.now().toISOString();
  await docs.runTransaction(async (tx) => {
    const path = paths.erasure(erasureId);
    const before = (await tx.get<ErasureRecord>(path)).data;
    const events: Record<string, ErasureEventRecord> = { ...before?.events };
    for (const eventId of eventIds) {
      events[eventId] = { state: 'waiting', name: events[eventId]?.name ?? 'An event' };
    }
    const record: ErasureRecord = {
      reason,
      requestedAt: now,
      state: 'pending',
      uids: [...new Set([...(before?.uids ?? []), ...asked.uids])],
      emails: [...new Set([...(before?.emails ?? []), ...asked.emails])],
      events,
      updatedAt: now,
    };
    tx.set(path, record);
  });
  return carryOutErasure({ docs, clock, mailer }, erasureId);
}
