import type { AuditEntryView } from '../../contract/organisations';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { walkPages } from '../common/read-page';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import type { AuditRecord } from './audit-log';
import { auditLogQuery, toAuditEntryViews, type AuditFilter } from './list-audit-log';
import type { OrganisationRecord } from './organisation-records';
import { authoriseOrganisation } from './organisation-access';

/** An entry as the CSV download shows it: with its event's name (its id once it is gone). */
export type AuditExportRow = AuditEntryView & { event?: string };

/**
 * `GET /api/organisations/{orgId}/audit.csv`: every entry the filter asks for, newest first,
 * a page at a time, for the same people as the list (`audit.view`: owners and admins); the
 * organisation's slug names the file.
 */
export async function openAuditExport({
  services: { docs, identity },
  orgId,
  viewer,
  filter,
}: {
  services: Pick<Services, 'docs' | 'identity'>;
  orgId: string;
  viewer: Viewer;
  filter: AuditFilter;
}): Promise<{ slug: string; pages: AsyncGenerator<AuditExportRow[]> }> {
  await authoriseOrganisation(docs, orgId, viewer, 'audit.view');
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  if (!organisation) throw notFound('Organisation');
  async function* pages() {
    for await (const page of walkPages<AuditRecord>(docs, auditLogQuery(orgId, filter))) {
      const entries = await toAuditEntryViews({ identity, docs }, page);
      const eventIds = [...new Set(entries.flatMap((entry) => entry.eventId ?? []))];
      const events =
        eventIds.length > 0
          ? await docs.getAll<EventRecord>(eventIds.map((id) => paths.event(id)))
          : [];
      const names = new Map(eventIds.map((id, index) => [id, events[index]?.data?.name ?? id]));
      yield entries.map((entry) => ({
        ...entry,
        ...(entry.eventId ? { event: names.get(entry.eventId) ?? entry.eventId } : {}),
      }));
    }
  }
  return { slug: organisation.slug, pages: pages() };
}
