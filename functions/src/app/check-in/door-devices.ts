import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CheckInDevice, CreateDeviceResponse } from '../../contract/check-in';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { CheckInDeviceRecord } from './door-records';
import { readOrganisedEvent } from '../events/organised-event';
import type { Scanner } from './scan-records';
import { withoutUndefined } from '../common/without-undefined';
import type { UseCaseOptions } from '../common/use-case-options';

/** Far more doors than any venue has; a bound on what a list reads. */
const deviceLimit = 200;
/** A device's `lastSeenAt` is written at most this often, not on every scan. */
const lastSeenEveryMs = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * Tickets of the event checked in by `scannerId` (winning check-ins; a guest whose ticket
 * was refunded since is no longer counted).
 */
export const countCheckedInBy = (docs: DocStore, eventId: string, scannerId: string) =>
  docs.count({
    collection: collections.tickets,
    where: [
      { field: 'eventId', op: '==', value: eventId },
      { field: 'doorState', op: '==', value: 'checked_in' },
      { field: 'checkedInBy', op: '==', value: scannerId },
    ],
  });

async function toDevice(
  docs: DocStore,
  eventId: string,
  { id, data }: ExistingDoc<CheckInDeviceRecord>,
): Promise<CheckInDevice> {
  return withoutUndefined({
    id,
    name: data.name,
    createdAt: data.createdAt,
    revokedAt: data.revokedAt,
    checkedIn: await countCheckedInBy(docs, eventId, id),
    lastSeenAt: data.lastSeenAt,
  });
}

/**
 * A check-in link for one door device. Its secret is in the link alone (after `#`, so it
 * never reaches a server log); only its SHA-256 is kept.
 */
export async function createDevice({
  services: { docs, clock, publicBaseUrl },
  eventId,
  name,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock' | 'publicBaseUrl',
  { eventId: string; name: string; viewer: NonNullable<Viewer> }
>): Promise<CreateDeviceResponse> {
  await readOrganisedEvent(docs, eventId, viewer, 'check_in');
  const deviceId = docs.newId();
  const secret = randomBytes(32).toString('base64url');
  const record: CheckInDeviceRecord = {
    name,
    secretHash: hashOf(secret).toString('base64url'),
    createdAt: clock.now().toISOString(),
    createdBy: viewer.uid,
  };
  await docs.create(paths.checkInDevice(eventId, deviceId), record);
  const origin = publicBaseUrl.replace(/\/+$/, '');
  return {
    device: { id: deviceId, name, createdAt: record.createdAt, checkedIn: 0 },
    link: `${origin}/check-in/${eventId}#${deviceId}.${secret}`,
  };
}

/** The event's devices, oldest first, with the check-ins each won. */
export async function listDevices({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', { eventId: string; viewer: NonNullable<Viewer> }>): Promise<
  CheckInDevice[]
> {
  await readOrganisedEvent(docs, eventId, viewer, 'check_in');
  return readDevices(docs, eventId);
}

export async function readDevices(docs: DocStore, eventId: string): Promise<CheckInDevice[]> {
  const devices = await docs.query<CheckInDeviceRecord>({
    collection: paths.checkInDevices(eventId),
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: deviceLimit,
  });
  return Promise.all(devices.map((device) => toDevice(docs, eventId, device)));
}

/** Revokes a device's link at once; revoking it again changes nothing. */
export async function revokeDevice({
  services: { docs, clock },
  eventId,
  deviceId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock',
  { eventId: string; deviceId: string; viewer: NonNullable<Viewer> }
>): Promise<void> {
  await readOrganisedEvent(docs, eventId, viewer, 'check_in');
  const path = paths.checkInDevice(eventId, deviceId);
  await docs.runTransaction(async (tx) => {
    const device = (await tx.get<CheckInDeviceRecord>(path)).data;
    if (!device) throw notFound('Device');
    if (device.revokedAt === undefined) tx.update(path, { revokedAt: clock.now().toISOString() });
  });
}

/**
 * The door device a link names, for this event only: a secret of the right length compared
 * in constant time, a link the organiser has not revoked.
 */
export async function authenticateDevice({
  services: { docs, clock },
  eventId,
  deviceId,
  secret,
}: UseCaseOptions<
  'docs' | 'clock',
  { eventId: string; deviceId: string; secret: string }
>): Promise<Scanner> {
  const path = paths.checkInDevice(eventId, deviceId);
  const device = (await docs.get<CheckInDeviceRecord>(path)).data;
  if (!device) {
    throw new AppError(
      'forbidden',
      "This check-in link does not open this event's check-in: ask its organiser for one",
    );
  }
  const expected = Buffer.from(device.secretHash, 'base64url');
  const presented = hashOf(secret);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) {
    throw new AppError(
      'unauthenticated',
      'This check-in link is not valid: ask the organiser for a new one',
    );
  }
  if (device.revokedAt !== undefined) {
    throw new AppError(
      'forbidden',
      'The organiser revoked this check-in link: ask them for a new one',
    );
  }
  const now = clock.now();
  const lastSeen = device.lastSeenAt ? Date.parse(device.lastSeenAt) : 0;
  if (now.getTime() - lastSeen >= lastSeenEveryMs) {
    await docs.update(path, { lastSeenAt: now.toISOString() });
  }
  return { id: deviceId, name: device.name };
}
