import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { testAllocatorTerms } from '../../test-support/checkout-fixtures';
import type { Identity } from '../../ports/identity';
import type { PaymentGateway } from '../../ports/payment-gateway';
import type { PayoutGateway } from '../../ports/payout-gateway';
import { errorHandler } from '../errors';
import { newApiApp } from '../new-api-app';
import { roomClock } from '../../app/waiting-room/room-clock';
import { emulatorRoutes, emulatorSchedules } from './emulator-routes';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const unusedGateway = new Proxy({} as PaymentGateway, {
  get: () => () => Promise.reject(new Error('No order needs the gateway here')),
});
const unusedPayouts = new Proxy({} as PayoutGateway, {
  get: () => () => Promise.reject(new Error('No payout needs the gateway here')),
});

async function post(schedule: string, enabled: boolean) {
  return call(`/api/emulator/${schedule}`, { method: 'POST' }, enabled);
}

async function call(
  path: string,
  init: RequestInit,
  enabled: boolean,
  after: (docs: ReturnType<typeof openSqliteDocStore>) => Promise<unknown> = async () => {},
) {
  const docs = openSqliteDocStore({ file: ':memory:' });
  const app = newApiApp();
  const services = {
    docs,
    clock: { now: () => new Date() },
    payments: unusedGateway,
    payouts: unusedPayouts,
    identity: new Proxy({} as Identity, {
      get: () => () => Promise.reject(new Error('No payout needs accounts here')),
    }),
    mailer: { send: async () => {} },
    publicBaseUrl: 'http://localhost',
    ...testAllocatorTerms,
  };
  app.use(emulatorRoutes(services, { enabled }));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  const body: unknown = await response.json();
  const found = await after(docs);
  await docs.close();
  return { status: response.status, body, found };
}

describe('POST /api/emulator/{schedule}', () => {
  it('runs the allocator in the Functions emulator (holdExpiry)', async () => {
    expect(await post('holdExpiry', true)).toEqual({
      status: 200,
      body: { decided: 0, expired: 0, returned: 0 },
    });
  });

  it('finishes stalled refunds in the Functions emulator (stalledRefunds)', async () => {
    expect(await post('stalledRefunds', true)).toEqual({
      status: 200,
      body: { resumed: 0, cancellationsResumed: 0, failures: [] },
    });
  });

  it('asks about lapsed holds’ payments in the Functions emulator (lapsedPayments)', async () => {
    expect(await post('lapsedPayments', true)).toEqual({
      status: 200,
      body: { checked: 0, found: 0, failures: [] },
    });
  });

  it('resumes payouts in the Functions emulator (payoutSweep)', async () => {
    expect(await post('payoutSweep', true)).toEqual({
      status: 200,
      body: { sent: 0, checked: 0, failures: [] },
    });
  });

  it('serves the waiting lists in the Functions emulator (waitingListSweep)', async () => {
    expect(await post('waitingListSweep', true)).toEqual({ status: 200, body: { offers: 0 } });
  });

  it('sends the reminders that fell due in the Functions emulator (eventReminders)', async () => {
    expect(await post('eventReminders', true)).toEqual({
      status: 200,
      body: { created: 0, outcomes: {}, failures: [] },
    });
  });

  it('is an unknown route anywhere else (deployed)', async () => {
    for (const schedule of emulatorSchedules) {
      const answer = await post(schedule, false);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('PUT /api/emulator/waitingRoomClock/{eventId}', () => {
  const realNow = new Date('2027-03-06T17:00:00.000Z');
  const clock = { now: () => realNow };
  const put = (body: unknown, enabled: boolean) =>
    call(
      '/api/emulator/waitingRoomClock/event-1',
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      enabled,
      async (docs) => ({
        room: (await roomClock(docs, clock, 'event-1')).now().toISOString(),
        other: (await roomClock(docs, clock, 'event-2')).now().toISOString(),
      }),
    );

  it('moves that event’s waiting room clock, and no other, in the Functions emulator', async () => {
    expect(await put({ offsetMs: -30_000 }, true)).toEqual({
      status: 200,
      body: { offsetMs: -30_000 },
      found: { room: '2027-03-06T16:59:30.000Z', other: '2027-03-06T17:00:00.000Z' },
    });
  });

  it('refuses an offset that is not a whole number of milliseconds', async () => {
    const answer = await put({ offsetMs: 'soon' }, true);
    expect(answer.status).toBe(400);
    expect(answer.found).toMatchObject({ room: realNow.toISOString() });
  });

  it('is an unknown route anywhere else (deployed), and moves nothing', async () => {
    const answer = await put({ offsetMs: 60_000 }, false);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
    expect(answer.found).toMatchObject({ room: realNow.toISOString() });
  });
});
