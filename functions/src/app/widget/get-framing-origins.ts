import type { DocStore } from '../../ports/doc-store';
import { canViewEvent } from '../../domain/approval';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import type { OrganisationRecord } from '../organisations/organisation-records';

/** A public event's name and the sites its organisation lets frame it (none: an empty list). */
export type FramingOrigins = { eventName: string; origins: string[] };

/**
 * Who may frame the event's embedded buy panel (`/embed/event/{id}`): its organisation's
 * allowed sites. Undefined for an event nobody may see (unknown, not approved), which nothing
 * may frame; an event outside any organisation has no sites.
 */
export async function getFramingOrigins({
  services: { docs },
  eventId,
}: UseCaseOptions<'docs', { eventId: string }>): Promise<FramingOrigins | undefined> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || !canViewEvent(event, undefined)) return undefined;
  return { eventName: event.name, origins: await allowedOriginsOf(docs, event.orgId) };
}

async function allowedOriginsOf(docs: DocStore, orgId: string | undefined): Promise<string[]> {
  if (!orgId) return [];
  return (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data?.allowedOrigins ?? [];
}
