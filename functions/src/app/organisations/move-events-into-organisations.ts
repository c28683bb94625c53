import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { backfillOnce, fixAll, runOncePerStore } from '../accounts/derived-fields';
import type { Clock } from '../../ports/clock';
import type { EventRecord } from '../events/event-records';
import { ensurePersonalOrganisation, personalOrganisationId } from './personal-organisation';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];

/**
 * `npm run migrate`'s move of events made before organisations: each goes into its
 * creator's personal organisation (made with them as its owner when they have none yet), a
 * batch at a time, each batch in a transaction that reads the events again. Idempotent: an
 * event that has an organisation keeps it, a run cut short is finished by the next, and a
 * finished run leaves `migrations/eventOrganisations` so later runs cost one read. Returns
 * how many events it moved.
 */
export function moveEventsIntoOrganisations(docs: DocStore, clock: Clock): Promise<number> {
  return backfillOnce(docs, paths.migration('eventOrganisations'), () =>
    fixAll<EventRecord>(
      docs,
      collections.events,
      oldestFirst,
      (event) => (event.orgId ? undefined : { orgId: personalOrganisationId(event.uid) }),
      async (batch) => {
        const creators = new Set(batch.filter((doc) => !doc.data.orgId).map((doc) => doc.data.uid));
        for (const uid of creators) await ensurePersonalOrganisation(docs, uid, clock.now());
      },
    ),
  );
}

/** The move, once per store and process, before the first list that needs it. */
export const ensureEventOrganisations = runOncePerStore(moveEventsIntoOrganisations);
