/**
 * Door devices through the stack's `api` function: a check-in link opens this event's
 * bundle and check-ins and nothing else; revoked, it opens nothing. Two devices that scanned
 * the same ticket offline: the earlier scan wins, whichever syncs first, and the summary
 * shows the conflict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkInBundle,
  checkInsResponse,
  checkInSummary,
  createDeviceResponse,
  devicesResponse,
  type ScanInput,
} from '../../functions/src/contract/check-in';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { ticketLookupKey } from '../../functions/src/app/tickets/ticket-lookup-key';
import { callApi } from '../support/api';
import { errorOfAnswer as errorOf } from '../support/api-errors';
import { signInAnonymously, signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { closeBackendDocs } from '../support/backend-docs';
import { minutesAgo } from '../support/dates';
import { freeEntry, qrOf, scanOf } from '../support/door-scans';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { takeFreeTickets, ticketByCode } from '../support/tickets';
import { testEnv } from '../support/test-env';

let organiser: TestUser;
let admin: TestUser;
let buyer: TestUser;
let event: EventWithTypes;
let otherEvent: EventWithTypes;
const holder = uniqueEmail('guest');

beforeAll(async () => {
  [[organiser, admin], buyer] = await Promise.all([organiserAndAdmin(), signInAnonymously()]);
  [event, otherEvent] = await Promise.all([
    createApprovedEvent(organiser, admin, { name: `Doors ${Date.now()}`, types: freeEntry }),
    createApprovedEvent(organiser, admin, { name: `Other doors ${Date.now()}`, types: freeEntry }),
  ]);
});
afterAll(closeBackendDocs);

type Device = { id: string; name: string; authorization: string };

async function createDevice(name: string, eventId = event.id): Promise<Device> {
  const answer = await callApi(`/api/events/${eventId}/check-in/devices`, {
    token: organiser.idToken,
    json: { name },
  });
  expect(answer.status).toBe(201);
  const { device, link } = createDeviceResponse.parse(answer.body);
  const url = new URL(link);
  expect(url.pathname).toBe(`/check-in/${eventId}`);
  const [id, secret] = url.hash.slice(1).split('.');
  expect(id).toBe(device.id);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { id: device.id, name, authorization: `Device ${id}.${secret}` };
}

const asDevice = (device: Device | string) => ({
  headers: { authorization: typeof device === 'string' ? device : device.authorization },
});

async function scan(device: Device, scans: ScanInput[], eventId = event.id) {
  const answer = await callApi(`/api/events/${eventId}/check-ins`, {
    ...asDevice(device),
    json: { scans },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return checkInsResponse.parse(answer.body).answers;
}

async function summary() {
  const answer = await callApi(`/api/events/${event.id}/check-in/summary`, {
    token: organiser.idToken,
  });
  expect(answer.status).toBe(200);
  return checkInSummary.parse(answer.body);
}

async function devices() {
  const answer = await callApi(`/api/events/${event.id}/check-in/devices`, {
    token: organiser.idToken,
  });
  expect(answer.status).toBe(200);
  return devicesResponse.parse(answer.body).devices;
}

describe('a door device', () => {
  it('reads its event bundle by lookup key, never by code, and checks guests in', async () => {
    const door = await createDevice('Front door');
    const codes = await takeFreeTickets(buyer, event, { email: holder, quantity: 2 });
    const bundleAnswer = await callApi(`/api/events/${event.id}/check-in/bundle`, asDevice(door));
    expect(bundleAnswer.status).toBe(200);
    const bundle = checkInBundle.parse(bundleAnswer.body);
    expect(bundle).toMatchObject({
      event: { id: event.id, name: event.name },
      scannerName: 'Front door',
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    for (const code of codes) {
      expect(bundle.tickets).toContainEqual({
        key: ticketLookupKey(code),
        typeName: 'Free',
        status: 'valid',
      });
      expect(JSON.stringify(bundleAnswer.body)).not.toContain(code);
    }

    const [answer] = await scan(door, [scanOf(await qrOf(codes[0]!))]);
    expect(answer).toMatchObject({
      result: 'valid',
      checkedInBy: 'Front door',
      holderEmail: holder,
    });
    expect((await devices()).find((device) => device.id === door.id)).toMatchObject({
      name: 'Front door',
      checkedIn: 1,
      lastSeenAt: expect.any(String),
    });
  });

  it('opens nothing else: no attendees, orders, sales, summary or devices', async () => {
    const door = await createDevice('Bar door');
    for (const path of [
      `/api/events/${event.id}/attendees`,
      `/api/events/${event.id}/orders`,
      `/api/events/${event.id}/attendees.csv`,
      `/api/events/${event.id}/orders.csv`,
      `/api/events/${event.id}/sales`,
      `/api/events/${event.id}/check-in/summary`,
      `/api/events/${event.id}/check-in/devices`,
      '/api/me/tickets',
    ]) {
      const answer = await callApi(path, asDevice(door));
      expect(answer.status, path).toBe(401);
    }
    const manual = await callApi(`/api/events/${event.id}/attendees/${'A'.repeat(22)}/check-in`, {
      ...asDevice(door),
      method: 'POST',
    });
    expect(manual.status).toBe(401);
  });

  it('is refused on another event, with a wrong secret, and once revoked', async () => {
    const door = await createDevice('Side door');
    const elsewhere = await callApi(`/api/events/${otherEvent.id}/check-in/bundle`, asDevice(door));
    expect(elsewhere.status).toBe(403);
    expect(errorOf(elsewhere).message).toBe(
      "This check-in link does not open this event's check-in: ask its organiser for one",
    );
    const forged = `Device ${door.id}.${'x'.repeat(43)}`;
    const wrong = await callApi(`/api/events/${event.id}/check-in/bundle`, asDevice(forged));
    expect(wrong.status).toBe(401);
    const malformed = await callApi(
      `/api/events/${event.id}/check-in/bundle`,
      asDevice('Device x'),
    );
    expect(malformed.status).toBe(401);

    for (let i = 0; i < 2; i++) {
      const revoked = await callApi(`/api/events/${event.id}/check-in/devices/${door.id}`, {
        method: 'DELETE',
        token: organiser.idToken,
      });
      expect(revoked.status).toBe(204);
    }
    const refused = await callApi(`/api/events/${event.id}/check-ins`, {
      ...asDevice(door),
      json: { scans: [scanOf('A'.repeat(22))] },
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(
      'The organiser revoked this check-in link: ask them for a new one',
    );
    expect((await devices()).find((device) => device.id === door.id)?.revokedAt).toEqual(
      expect.any(String),
    );
    const unknown = await callApi(`/api/events/${event.id}/check-in/devices/no-such-device`, {
      method: 'DELETE',
      token: organiser.idToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('is made and revoked by the organiser or an administrator only, with a name', async () => {
    const stranger = await signUp('stranger');
    const byStranger = await callApi(`/api/events/${event.id}/check-in/devices`, {
      token: stranger.idToken,
      json: { name: 'Sneaky' },
    });
    expect(byStranger.status).toBe(404);
    const unnamed = await callApi(`/api/events/${event.id}/check-in/devices`, {
      token: organiser.idToken,
      json: { name: ' ' },
    });
    expect(unnamed.status).toBe(400);
    expect(errorOf(unnamed).fields).toEqual({ name: 'Name the device' });
    const byAdmin = await callApi(`/api/events/${event.id}/check-in/devices`, {
      token: admin.idToken,
      json: { name: 'Staff door' },
    });
    expect(byAdmin.status).toBe(201);
    expect(createDeviceResponse.parse(byAdmin.body).link.startsWith(testEnv.hostingUrl)).toBe(true);
  });
});

describe('two devices offline', () => {
  it('let the earlier scan win whichever syncs first, and the summary flags the other', async () => {
    const north = await createDevice('North gate');
    const south = await createDevice('South gate');
    const before = await summary();
    const [code] = await takeFreeTickets(buyer, event, { email: holder });
    const qr = await qrOf(code!);

    // North scanned at 20 minutes ago and synced first; South had scanned at 25 minutes ago.
    const northScan = scanOf(qr, minutesAgo(20), true);
    const southScan = scanOf(qr, minutesAgo(25), true);
    expect((await scan(north, [northScan]))[0]).toMatchObject({ result: 'valid' });
    expect((await scan(south, [southScan]))[0]).toMatchObject({
      result: 'valid',
      checkedInAt: southScan.scannedAt,
      checkedInBy: 'South gate',
    });
    expect(await ticketByCode(code!)).toMatchObject({ checkedInAt: southScan.scannedAt });
    // North's re-sync now hears that it lost.
    expect((await scan(north, [northScan]))[0]).toMatchObject({
      result: 'already_checked_in',
      conflict: true,
      checkedInAt: southScan.scannedAt,
      checkedInBy: 'South gate',
    });

    const after = await summary();
    expect(after.tickets).toBe(before.tickets + 1);
    expect(after.checkedIn).toBe(before.checkedIn + 1);
    expect(after.byScanner).toEqual(
      expect.arrayContaining([
        { name: 'North gate', checkedIn: 0 },
        { name: 'South gate', checkedIn: 1 },
      ]),
    );
    expect(after.conflicts[0]).toEqual({
      code,
      holderEmail: holder,
      scannedAt: northScan.scannedAt,
      scannedBy: 'North gate',
      winnerAt: southScan.scannedAt,
      winnerBy: 'South gate',
    });
  });
});
