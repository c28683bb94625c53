import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WaitingRoomStatus } from '../../contract/waiting-room';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { PurchaseRequestRecord, StockRecord } from '../checkout/checkout-records';
import { forgetRecentReads } from '../common/recent-reads';
import type { EventRecord } from '../events/event-records';
import { checkAdmission } from './check-admission';
import { joinWaitingRoom } from './join-waiting-room';
import type { WaitingEntryRecord } from './waiting-room-records';

const opensAt = '2030-01-01T10:00:00.000Z';
const opensMs = Date.parse(opensAt);

/** A room opening at `opensAt` that lets one buyer in every ten seconds. */
async function storeRoom(docs: DocStore, { enabled = true } = {}): Promise<string> {
  // A new id per test: each process keeps the signing keys it has read.
  const eventId = `event-${randomUUID()}`;
  await storeApprovedEvent(docs, eventId, { ga: { name: 'General', capacity: 2 } });
  await docs.update(paths.eventType(eventId, 'ga'), { salesStart: opensAt });
  await docs.update(paths.event(eventId), { waitingRoom: { enabled, admitPerMinute: 6 } });
  return eventId;
}

function room(docs: DocStore, eventId: string) {
  const clock = { at: opensMs - 60_000, now: () => new Date(clock.at) };
  const join = (uid: string): Promise<WaitingRoomStatus> =>
    joinWaitingRoom({ services: { docs, clock }, eventId, uid });
  const admit = async (uid: string, requestId: string, token: string | undefined) => {
    const { waitingRoom } = (await docs.get<EventRecord>(paths.event(eventId))).data!;
    return checkAdmission({ docs, clock }, { eventId, waitingRoom, uid, requestId, token });
  };
  return { clock, join, admit };
}

/** The purchase request `requestId` of buyer-1, as beginTransaction and the allocator leave it. */
async function storeRequest(
  docs: DocStore,
  eventId: string,
  requestId: string,
  status: PurchaseRequestRecord['status'],
): Promise<void> {
  const request: PurchaseRequestRecord = {
    eventId,
    uid: 'buyer-1',
    email: 'buyer@example.com',
    items: [{ typeId: 'ga', quantity: 1 }],
    createdAt: opensAt,
    status,
  };
  await docs.set(paths.purchaseRequest(requestId), request);
}

/** The place in line counted from the front of everyone, the admitted included. */
const placeOf = (status: WaitingRoomStatus) =>
  status.state === 'admitted' ? 1 : status.state === 'waiting' ? status.placeInLine + 1 : NaN;

const tokenOf = (status: WaitingRoomStatus) => {
  if (status.state !== 'admitted') throw new Error(`Not admitted: ${status.state}`);
  return status.token;
};

describe.each(docStoreHarnesses('demo-waiting-room'))('the waiting room on $name', ({ open }) => {
  it('keeps everyone before opening waiting, with the place secret, through a reload', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const { join } = room(docs, eventId);
    const first = await join('buyer-1');
    expect(first).toEqual({
      state: 'before_opening',
      opensAt,
      serverTime: new Date(opensMs - 60_000).toISOString(),
    });
    const entry = (await docs.get(paths.waitingEntry(eventId, 'buyer-1'))).data;
    await join('buyer-1');
    // Joining again is the same entry: the same rank, drawn once.
    expect((await docs.get(paths.waitingEntry(eventId, 'buyer-1'))).data).toEqual(entry);
  });

  it('draws a permutation at opening (nobody lost or twice), later arrivals at the back', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const { clock, join } = room(docs, eventId);
    const early = Array.from({ length: 12 }, (_, i) => `early-${i}`);
    for (const uid of early) await join(uid);
    // At the opening second the draw is not said yet: every join from before it lands first.
    clock.at = opensMs;
    expect(await join(early[0]!)).toMatchObject({ state: 'before_opening' });
    clock.at = opensMs + 1_000;
    const places = [];
    for (const uid of early) places.push(placeOf(await join(uid)));
    expect([...places].sort((a, b) => a - b)).toEqual(early.map((_, i) => i + 1));
    // Drawn, not by arrival (1 chance in 12! that the draw is the arrival order).
    expect(places).not.toEqual(early.map((_, i) => i + 1));
    expect(placeOf(await join('late'))).toBe(early.length + 1);
    // Ten seconds on, one more is in: every place in line moved up by one.
    clock.at = opensMs + 10_000;
    const later = [];
    for (const uid of early) later.push(placeOf(await join(uid)));
    expect(later).toEqual(places.map((place) => (place <= 2 ? 1 : place - 1)));
    expect(placeOf(await join('late'))).toBe(early.length);
    // The later arrival, settled (nobody can come in ahead of it any more), keeps how many
    // are ahead, and the places go on moving from there.
    const late = await docs.get<WaitingEntryRecord>(paths.waitingEntry(eventId, 'late'));
    expect(late.data?.ahead).toBe(early.length);
    clock.at = opensMs + 20_000;
    const after = [];
    for (const uid of early) after.push(placeOf(await join(uid)));
    expect(placeOf(await join('late'))).toBe(early.length - 1);
    expect(after).toEqual(places.map((place) => (place <= 3 ? 1 : place - 2)));
  });

  it('admits with a token good for one purchase, refusing replay, forgery and other buyers', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const { clock, join, admit } = room(docs, eventId);
    await join('buyer-1');
    clock.at = opensMs + 1_000;
    const status = await join('buyer-1');
    const token = tokenOf(status);
    // Asking again gives the same token and the same few minutes.
    expect(await join('buyer-1')).toEqual(status);

    await expect(admit('buyer-1', 'r1', undefined)).rejects.toMatchObject({
      code: 'admission_required',
    });
    await expect(admit('thief', 'r9', token)).rejects.toMatchObject({
      code: 'admission_invalid',
      details: { reason: 'other_buyer' },
    });
    const [prefix, claims, signature] = token.split('.');
    const forged = Buffer.from(claims!, 'base64url').toString().replace('"buyer-1"', '"thief"');
    const forgedToken = `${prefix}.${Buffer.from(forged).toString('base64url')}.${signature}`;
    await expect(admit('thief', 'r9', forgedToken)).rejects.toMatchObject({
      details: { reason: 'forged' },
    });
    await expect(admit('buyer-1', 'r1', 'adm1.nonsense')).rejects.toMatchObject({
      details: { reason: 'malformed' },
    });
    // Nobody's bad token cost the buyer their turn.
    expect(await join('buyer-1')).toEqual(status);

    await admit('buyer-1', 'r1', token);
    await storeRequest(docs, eventId, 'r1', 'pending');
    // A second press of the same purchase is the same purchase, even once the token expired.
    await admit('buyer-1', 'r1', token);
    await expect(admit('buyer-1', 'r2', token)).rejects.toMatchObject({
      code: 'admission_invalid',
      details: { reason: 'reused' },
    });
    clock.at = opensMs + 6 * 60_000;
    await admit('buyer-1', 'r1', token);
    expect(await join('buyer-1')).toEqual({ state: 'lapsed' });
  });

  it('lets a token try again after its purchase came to nothing, once', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const { clock, join, admit } = room(docs, eventId);
    clock.at = opensMs;
    const token = tokenOf(await join('buyer-1'));
    // Never written (a 429 after the token was recorded): the token is free again.
    await admit('buyer-1', 'r1', token);
    await admit('buyer-1', 'r2', token);
    // Refused by the allocator (fewer left than asked): free again, for a smaller order.
    await storeRequest(docs, eventId, 'r2', 'refused');
    await admit('buyer-1', 'r3', token);
    await storeRequest(docs, eventId, 'r3', 'granted');
    await expect(admit('buyer-1', 'r4', token)).rejects.toMatchObject({
      details: { reason: 'reused' },
    });
  });

  it('refuses an expired token that was never used, and a token of another event', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const other = await storeRoom(docs);
    const { clock, join, admit } = room(docs, eventId);
    clock.at = opensMs;
    const token = tokenOf(await join('buyer-1'));
    await expect(
      checkAdmission(
        { docs, clock },
        {
          eventId: other,
          waitingRoom: { enabled: true },
          uid: 'buyer-1',
          requestId: 'r1',
          token,
        },
      ),
    ).rejects.toMatchObject({ details: { reason: 'other_event' } });
    clock.at = opensMs + 5 * 60_000;
    await expect(admit('buyer-1', 'r1', token)).rejects.toMatchObject({
      details: { reason: 'expired' },
    });
  });

  it('tells everyone waiting at once when the tickets are gone or the event is cancelled', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs);
    const { clock, join } = room(docs, eventId);
    for (const uid of ['a', 'b', 'c']) await join(uid);
    clock.at = opensMs + 1_000;
    await docs.set(paths.stock(eventId, 'ga'), { taken: 2 } satisfies StockRecord);
    // A process answers polls from what it read up to half a second ago: that half second.
    forgetRecentReads(docs);
    for (const uid of ['a', 'b', 'c']) expect(await join(uid)).toEqual({ state: 'sold_out' });
    await docs.update(paths.event(eventId), { cancelledAt: opensAt, cancelledReason: 'Storm' });
    forgetRecentReads(docs);
    for (const uid of ['a', 'b', 'c']) {
      expect(await join(uid)).toEqual({ state: 'cancelled', reason: 'Storm' });
    }
  });

  it('is off unless the organiser turned it on: no line, no token asked', async () => {
    const docs = await open();
    const eventId = await storeRoom(docs, { enabled: false });
    const { join, admit } = room(docs, eventId);
    expect(await join('buyer-1')).toEqual({ state: 'off' });
    await admit('buyer-1', 'r1', undefined);
    expect(await docs.get(paths.waitingEntry(eventId, 'buyer-1'))).toMatchObject({
      data: undefined,
    });
  });
});
