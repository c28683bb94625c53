import 'fake-indexeddb/auto';
import type { CheckInBundle, ScanAnswer, ScanInput } from '@contract/check-in';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { CheckInApi } from './api/check-in-api';
import { ticketLookupKey } from './core/lookup-key';
import { bundleTicket, makeEventKeys, newTicketCode, signTicket } from './core/test-tickets';
import { ScannerSession } from './scanner-session';
import { openScannerDb, ScannerStore } from './storage/scanner-db';

const eventId = 'harbour-gala';
let databases = 0;

/** A session over a real (in-memory) IndexedDB and a fake server that can go offline. */
async function setUp(extraAnswer: (scan: ScanInput) => Partial<ScanAnswer> = () => ({})) {
  const keys = await makeEventKeys();
  const codes = [newTicketCode(), newTicketCode(), newTicketCode()];
  const bundle: CheckInBundle = {
    event: { id: eventId, name: 'Harbour Gala', timeZone: 'Africa/Johannesburg' },
    publicKey: keys.publicKey,
    scannerName: 'Door 2',
    tickets: await Promise.all(codes.map((code) => bundleTicket(code))),
    generatedAt: '2026-11-22T16:00:00.000Z',
  };
  const network = { online: true, refuse: false };
  const received: ScanInput[][] = [];
  const api: CheckInApi = {
    bundle: async () => {
      if (!network.online)
        throw new ApiError({ status: 0, code: 'network_error', message: 'offline' });
      return bundle;
    },
    send: async (scans) => {
      if (network.refuse)
        throw new ApiError({ status: 401, code: 'unauthenticated', message: 'no' });
      if (!network.online)
        throw new ApiError({ status: 0, code: 'network_error', message: 'offline' });
      received.push(scans);
      return scans.map((scan): ScanAnswer => ({
        scanId: scan.scanId,
        result: 'valid',
        checkedInBy: 'Door 2',
        ...extraAnswer(scan),
      }));
    },
  };
  databases += 1;
  const db = await openScannerDb(`scanner-test-${databases}`);
  const store = new ScannerStore(db, eventId);
  const session = () => new ScannerSession({ eventId, api, store, isOnline: () => network.online });
  return { keys, codes, network, received, store, session };
}

describe('the scanner session', () => {
  it("voids a transferred code on its list once the server checks the friend's ticket in", async () => {
    const friends = newTicketCode();
    let replacedKey = '';
    const { keys, codes, network, session } = await setUp((scan) =>
      scan.scanned.includes(friends) ? { replacesKey: replacedKey } : {},
    );
    replacedKey = await ticketLookupKey(codes[2]!);
    const scanner = session();
    await scanner.start(); // a list made before the transfer: codes[2] still looks valid
    await scanner.scan(await signTicket(keys.privateKey, eventId, friends));
    network.online = false;
    await scanner.scan(await signTicket(keys.privateKey, eventId, codes[2]!));
    expect(scanner.getState().answer).toMatchObject({
      answer: { result: 'void', voidReason: 'transferred' },
      offline: true,
    });
    // And after a reload with no network, from what the device kept.
    const reopened = session();
    await reopened.start();
    await reopened.scan(await signTicket(keys.privateKey, eventId, codes[2]!));
    expect(reopened.getState().answer?.answer).toMatchObject({ result: 'void' });
  });

  it('asks the server while online and keeps its answer', async () => {
    const { codes, received, store, session } = await setUp();
    const scanner = session();
    await scanner.start();
    expect(scanner.getState()).toMatchObject({
      status: 'ready',
      list: { tickets: 3 },
      scannerName: 'Door 2',
    });
    await scanner.scan(codes[0]!);
    expect(received).toHaveLength(1);
    expect(scanner.getState().answer).toMatchObject({
      answer: { result: 'valid' },
      offline: false,
    });
    expect(await store.countPending()).toBe(0);
  });

  it('answers offline from the stored list, queues the scan, and syncs it when back online', async () => {
    const { keys, codes, network, received, store, session } = await setUp();
    await session().start(); // downloads and keeps the list
    network.online = false;
    const scanner = session();
    await scanner.start(); // a reopened page with no network: the stored list
    await scanner.scan(await signTicket(keys.privateKey, eventId, codes[1]!));
    expect(scanner.getState()).toMatchObject({
      pending: 1,
      answer: { answer: { result: 'valid' }, offline: true },
    });
    await scanner.scan(codes[1]!);
    expect(scanner.getState().answer?.answer).toMatchObject({
      result: 'already_checked_in',
      checkedInBy: 'Door 2',
    });
    expect(received).toHaveLength(0);

    network.online = true;
    scanner.setOnline(true);
    await expect.poll(() => scanner.getState().pending).toBe(0);
    expect(received.flat().map((scan) => scan.offline)).toEqual([true, true]);
    expect(await store.countPending()).toBe(0);

    // The check-in outlives a fresh download that does not know it yet.
    network.online = false;
    const reopened = session();
    await reopened.start();
    await reopened.scan(codes[1]!);
    expect(reopened.getState().answer?.answer?.result).toBe('already_checked_in');
  });

  it('falls back to its own answer when the server cannot be reached mid-scan', async () => {
    const { codes, store, session } = await setUp();
    await session().start(); // downloads and keeps the list
    const failing: CheckInApi = {
      bundle: async () => {
        throw new ApiError({ status: 503, code: 'internal', message: 'down' });
      },
      send: async () => {
        throw new ApiError({ status: 503, code: 'internal', message: 'down' });
      },
    };
    // The device believes it is online, yet every call fails.
    const scanner = new ScannerSession({ eventId, api: failing, store, isOnline: () => true });
    await scanner.start();
    await scanner.scan(codes[2]!);
    expect(scanner.getState()).toMatchObject({
      pending: 1,
      answer: { offline: true, answer: { result: 'valid' } },
    });
  });

  it('stops scanning when the server refuses the device', async () => {
    const { codes, network, session } = await setUp();
    const scanner = session();
    await scanner.start();
    network.refuse = true;
    await scanner.scan(codes[0]!);
    expect(scanner.getState().status).toBe('refused');
    expect(scanner.getState().refusal).toMatch(/revoked/);
  });

  it('says so when offline with no list downloaded yet', async () => {
    const { codes, network, session } = await setUp();
    network.online = false;
    const scanner = session();
    await scanner.start();
    await scanner.scan(codes[0]!);
    expect(scanner.getState().answer?.problem).toMatch(/no guest list yet/);
  });
});
