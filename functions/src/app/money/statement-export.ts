import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { Clock } from '../../ports/clock';
import type { DocStore } from '../../ports/doc-store';
import { walkPages } from '../common/read-page';
import { readOrganisedEvent } from '../events/organised-event';
import { requireSecondStepFor } from '../two-step/require-second-step';
import type { LedgerEntryRecord } from './ledger-records';

/**
 * Every entry of an event's ledger, oldest first, a page at a time: the statement download,
 * for the event's organiser and administrators (with the second sign-in step, where the
 * organisation requires it).
 */
export async function openStatementExport({
  services,
  eventId,
  viewer,
}: {
  services: { docs: DocStore; clock: Clock };
  eventId: string;
  viewer: Viewer;
}): Promise<{ eventName: string; pages: AsyncGenerator<LedgerEntryRecord[]> }> {
  const { docs } = services;
  const event = await readOrganisedEvent(docs, eventId, viewer, 'money.view');
  await requireSecondStepFor(services, viewer, event.orgId);
  async function* pages() {
    const query = {
      collection: paths.ledger(eventId),
      orderBy: [{ field: 'at', direction: 'asc' as const }],
    };
    for await (const page of walkPages<LedgerEntryRecord>(docs, query)) {
      yield page.map((doc) => doc.data);
    }
  }
  return { eventName: event.name, pages: pages() };
}
