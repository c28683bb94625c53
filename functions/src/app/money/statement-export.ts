import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { walkPages } from '../common/read-page';
import { readOrganisedEvent } from '../events/organised-event';
import type { LedgerEntryRecord } from './ledger-records';

/**
 * Every entry of an event's ledger, oldest first, a page at a time: the statement download,
 * for the event's organiser and administrators.
 */
export async function openStatementExport({
  services: { docs },
  eventId,
  viewer,
}: {
  services: { docs: DocStore };
  eventId: string;
  viewer: Viewer;
}): Promise<{ eventName: string; pages: AsyncGenerator<LedgerEntryRecord[]> }> {
  const event = await readOrganisedEvent(docs, eventId, viewer, 'money.view');
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
