import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import { eraseInEvent } from './erase-in-event';
import type { ErasureEventRecord, ErasureRecord } from './erasure-records';
import { readEventSettlement } from './event-settlement';

/** What an erasure did: the events erased so far, and those it waits for (until they end). */
export type ErasureOutcome = {
  state: ErasureRecord['state'];
  erased: Array<{ eventId: string; name: string }>;
  waiting: Array<{ eventId: string; name: string; overAt?: string }>;
};

/**
 * Carries out an erasure in every event of it that is now over and paid out, marks each such
 * event done, and the erasure done once none waits: then it forgets the uids and addresses it
 * was given. Idempotent: a repeat finds each event erased and writes nothing to its records.
 */
export async function carryOutErasure(
  { docs, clock, mailer }: { docs: DocStore; clock: Clock; mailer?: Pick<Mailer, 'forget'> },
  erasureId: string,
): Promise<ErasureOutcome> {
  const path = paths.erasure(erasureId);
  const erasure = (await docs.get<ErasureRecord>(path)).data;
  if (!erasure) return { state: 'done', erased: [], waiting: [] };
  if (erasure.state === 'done') return outcomeOf('done', erasure.events);
  const person = { uids: erasure.uids, emails: erasure.emails };
  const now = clock.now();
  const events: Record<string, ErasureEventRecord> = { ...erasure.events };
  for (const [eventId, part] of Object.entries(erasure.events)) {
    if (part.state === 'done') continue;
    const settlement = await readEventSettlement(docs, eventId, now);
    const described = {
      name: settlement.name,
      ...(settlement.overAt ? { overAt: settlement.overAt } : {}),
    };
    events[eventId] = { ...part, ...described };
    if (!settlement.isSettled) continue;
    const at = now.toISOString();
    const { complete } = await eraseInEvent({
      docs,
      ...(mailer ? { mailer } : {}),
      eventId,
      person,
      requestedAt: erasure.requestedAt,
      at,
    });
    if (complete) events[eventId] = { state: 'done', ...described, doneAt: at };
  }
  return recordProgress(docs, path, events, now.toISOString());
}

/** Each event's progress, and the erasure done (forgetting whom it was about) once all are. */
async function recordProgress(
  docs: DocStore,
  path: string,
  progress: Record<string, ErasureEventRecord>,
  at: string,
): Promise<ErasureOutcome> {
  return docs.runTransaction(async (tx) => {
    const erasure = (await tx.get<ErasureRecord>(path)).data;
    if (!erasure) return { state: 'done' as const, erased: [], waiting: [] };
    // A request merged meanwhile may have added events: theirs stay as it wrote them.
    const events = { ...erasure.events };
    for (const [eventId, part] of Object.entries(progress)) {
      if (events[eventId]?.state !== 'done') events[eventId] = part;
    }
    const isDone = Object.values(events).every((part) => part.state === 'done');
    if (isDone) {
      tx.update(path, {
        events,
        state: 'done',
        uids: [],
        emails: [],
        doneAt: erasure.doneAt ?? at,
        updatedAt: at,
      });
    } else {
      tx.update(path, { events, state: 'pending', updatedAt: at });
    }
    return outcomeOf(isDone ? 'done' : 'pending', events);
  });
}

export function outcomeOf(
  state: ErasureRecord['state'],
  events: Record<string, ErasureEventRecord>,
): ErasureOutcome {
  const entries = Object.entries(events).sort(([a], [b]) => a.localeCompare(b));
  return {
    state,
    erased: entries
      .filter(([, part]) => part.state === 'done')
      .map(([eventId, part]) => ({ eventId, name: part.name })),
    waiting: entries
      .filter(([, part]) => part.state === 'waiting')
      .map(([eventId, part]) => ({
        eventId,
        name: part.name,
        ...(part.overAt ? { overAt: part.overAt } : {}),
      })),
  };
}
