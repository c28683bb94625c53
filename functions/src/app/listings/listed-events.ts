import type { ListedEvent } from '../../contract/listing';
import { dayAndTime, isValidTimeZone, zonedParts } from '../../contract/event-time';
import { canonicalEventPath } from '../../domain/event-path';
import { listingOffer } from '../../domain/listing-offer';
import { listingTimeZone } from '../../domain/listing-window';
import { isPublicType } from '../../domain/ticket-visibility';
import { paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import { stockPathsOf } from '../allocator/stock-slices';
import type { StockRecord } from '../checkout/checkout-records';
import { publishedBannerUrl, publishedBannerVariants } from '../events/banner-versions';
import type { EventRecord } from '../events/event-records';
import { readTicketTypesOfEvents } from '../events/read-ticket-types';
import type { OrganisationRecord } from '../organisations/organisation-records';

/** Documents per batched get. */
const getAllLimit = 300;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function getAllIn<T extends StockRecord | OrganisationRecord>(
  docs: DocStore,
  docPaths: readonly string[],
) {
  const batches = await Promise.all(
    chunks(docPaths, getAllLimit).map((batch) => docs.getAll<T>(batch)),
  );
  return batches.flat();
}

/** The start on the venue's clock (the platform's zone when it names none the runtime knows). */
function dateLabelOf(event: EventRecord): string {
  const zone = event.timeZone && isValidTimeZone(event.timeZone) ? event.timeZone : listingTimeZone;
  return dayAndTime(zonedParts(new Date(event.startsAtUtc ?? event.startsAt ?? 0), zone));
}

/**
 * A page of listed events as the lists show them: each with its approved banner, its date on
 * the venue's clock, the lowest price of its public ticket types and whether they can be
 * bought at `now` (hidden types never count), and (`withOrganisations`) who runs it. The
 * page's types, their stock and its organisations are read in batches, side by side.
 */
export async function toListedEvents(
  docs: DocStore,
  events: ReadonlyArray<ExistingDoc<EventRecord>>,
  now: Date,
  { withOrganisations = false }: { withOrganisations?: boolean } = {},
): Promise<ListedEvent[]> {
  const typesByEvent = await readTicketTypesOfEvents(
    docs,
    events.map((event) => ({ id: event.id, typeIds: event.data.typeIds })),
  );
  const publicTypes = new Map(
    events.map((event) => [event.id, (typesByEvent.get(event.id) ?? []).filter(isPublicType)]),
  );
  const stock = events.flatMap((event) =>
    (publicTypes.get(event.id) ?? []).flatMap((type) =>
      stockPathsOf(event.id, type.id, event.data.allocatorPartitions).map((path) => ({
        key: `${event.id}/${type.id}`,
        path,
      })),
    ),
  );
  const orgIds = withOrganisations
    ? [...new Set(events.flatMap((event) => (event.data.orgId ? [event.data.orgId] : [])))]
    : [];
  const [stockSnapshots, organisationSnapshots] = await Promise.all([
    getAllIn<StockRecord>(
      docs,
      stock.map((entry) => entry.path),
    ),
    getAllIn<OrganisationRecord>(docs, orgIds.map(paths.organisation)),
  ]);
  const taken = new Map<string, number>();
  stockSnapshots.forEach((snapshot, index) => {
    const { key } = stock[index]!;
    taken.set(key, (taken.get(key) ?? 0) + (snapshot.data?.taken ?? 0));
  });
  const organisations = new Map(
    organisationSnapshots.flatMap((snapshot, index) =>
      snapshot.data ? [[orgIds[index]!, snapshot.data] as const] : [],
    ),
  );
  const nowIso = now.toISOString();
  return events.map(({ id, data: event }) => {
    const offer = listingOffer(
      (publicTypes.get(id) ?? []).map((type) => ({
        price: type.price,
        currency: type.currency,
        capacity: type.capacity,
        taken: taken.get(`${id}/${type.id}`) ?? 0,
        salesStart: type.salesStart ?? null,
        salesEnd: type.salesEnd ?? null,
      })),
      nowIso,
    );
    const imageUrl = publishedBannerUrl(id, event);
    const imageVariants = publishedBannerVariants(id, event);
    const organisation = event.orgId ? organisations.get(event.orgId) : undefined;
    return {
      id,
      name: event.name,
      url: canonicalEventPath(id, event.name),
      ...(imageUrl ? { imageUrl } : {}),
      ...(imageVariants.length > 0 ? { imageVariants } : {}),
      ...(event.locationText ? { locationText: event.locationText } : {}),
      startsAt: event.startsAt ?? event.startsAtUtc ?? '',
      ...(event.endsAt ? { endsAt: event.endsAt } : {}),
      ...(event.timeZone ? { timeZone: event.timeZone } : {}),
      dateLabel: dateLabelOf(event),
      ...offer,
      ...(organisation
        ? { organisation: { name: organisation.name, slug: organisation.slug } }
        : {}),
    };
  });
}
