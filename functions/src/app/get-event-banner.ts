import { canViewEvent, type Viewer } from '../domain/approval';
import type { StoredBlob } from '../ports/blob-store';
import { paths } from '../paths';
import { notFound } from './app-error';
import type { EventRecord } from './event-records';
import type { Services } from './services';

/** The banner of an event the viewer may see; `isPublic` says whether caches may share it. */
export async function getEventBanner({
  services: { docs, blobs },
  eventId,
  viewer,
}: {
  services: Pick<Services, 'docs' | 'blobs'>;
  eventId: string;
  viewer: Viewer;
}): Promise<{ blob: StoredBlob; isPublic: boolean }> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || !event.imageSrc || !canViewEvent(event, viewer)) throw notFound('Banner');
  const blob = await blobs.get(event.imageSrc);
  if (!blob) throw notFound('Banner');
  return { blob, isPublic: event.approved === true };
}
