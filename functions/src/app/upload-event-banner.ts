import { canEditEvent, type Viewer } from '../domain/approval';
import { deleteField, type DocWrite } from '../ports/doc-store';
import { blobPaths, paths } from '../paths';
import { notFound } from './app-error';
import type { EventRecord } from './event-records';
import { normaliseImage } from './normalise-image';
import type { Services } from './services';
import { newStatusChange } from './status-change';

/**
 * Stores an event's banner (600 × 300 in the editor; kept up to 1800 × 900). A new banner
 * is something buyers see, so an approved event goes back to review.
 */
export async function uploadEventBanner({
  services: { docs, blobs, clock },
  eventId,
  viewer,
  bytes,
}: {
  services: Pick<Services, 'docs' | 'blobs' | 'clock'>;
  eventId: string;
  viewer: Viewer;
  bytes: Buffer;
}): Promise<{ url: string }> {
  const eventPath = paths.event(eventId);
  // Checked before the image work, so nobody stores a banner on someone else's event; the
  // transaction below reads again because the event may change while the image is encoded.
  const before = (await docs.get<EventRecord>(eventPath)).data;
  if (!before || !canEditEvent(before, viewer)) throw notFound('Event');
  const image = await normaliseImage(bytes, { maxWidth: 1800, maxHeight: 900 });
  const bannerPath = blobPaths.eventBanner(eventId);
  await blobs.put(bannerPath, image.bytes, image.contentType);

  const now = clock.now().toISOString();
  await docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(eventPath)).data;
    if (!event) throw notFound('Event');
    const write: DocWrite = { imageSrc: bannerPath, imageUpdatedAt: now, updatedAt: now };
    if (event.approved === true) {
      write.approved = deleteField;
      Object.assign(write, newStatusChange(docs, viewer.uid, now));
    }
    tx.update(eventPath, write);
  });
  // Until an administrator approves it again, the new banner is not public.
  await blobs.setPublished(bannerPath, false);
  return { url: `/api/events/${eventId}/banner?v=${encodeURIComponent(now)}` };
}
