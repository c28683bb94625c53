/**
 * What the banner tests share: the event `e1`, bare and not yet approved, of `bannerOwner`;
 * banners as JPEGs; a disk BlobStore in a fresh folder; the administrator's approval.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDiskBlobStore } from '../adapters/disk-blob-store';
import type { EventRecord } from '../app/events/event-records';
import { decideApproval } from '../app/moderation/decide-approval';
import { paths } from '../paths';
import type { BlobStore } from '../ports/blob-store';
import type { DocStore } from '../ports/doc-store';

export const bannerOwner = { uid: 'organiser', isAdmin: false };
export const bannerClock = { now: () => new Date('2026-11-05T10:00:00.000Z') };

/** A JPEG `width` pixels wide and half as high, `red` telling one from another. */
export const bannerJpeg = (width: number, red = 200) =>
  sharp({
    create: { width, height: width / 2, channels: 3, background: { r: red, g: 80, b: 120 } },
  })
    .jpeg()
    .toBuffer();

/** Stores `e1` on `docs`, and opens a disk BlobStore in a fresh folder named from `prefix`. */
export async function storeBannerEvent(
  docs: DocStore,
  prefix: string,
): Promise<{ blobs: BlobStore; blobRoot: string }> {
  const blobRoot = mkdtempSync(path.join(tmpdir(), prefix));
  const record: EventRecord = {
    uid: bannerOwner.uid,
    name: 'Gig',
    description: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  await docs.set(paths.event('e1'), record);
  return { blobs: createDiskBlobStore(blobRoot), blobRoot };
}

/** An administrator approves `e1` (and with it its banner awaiting review). */
export const approveBannerEvent = (docs: DocStore, blobs: BlobStore) =>
  decideApproval({
    services: { docs, blobs, clock: bannerClock, paymentCurrencies: ['ZAR'] },
    eventId: 'e1',
    decision: { approved: true },
    adminUid: 'admin',
  });
