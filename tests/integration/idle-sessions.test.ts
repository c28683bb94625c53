/**
 * The daily sweep of idle anonymous sessions against the real Auth emulator, with the clock
 * moved 31 days on: sessions that never bought are deleted, a buyer's session and people
 * stay. (Which sessions stay and for how long, on both stores: its contract test.)
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirebaseIdentity } from '../../functions/src/adapters/firebase-identity';
import { deleteIdleAnonymousSessions } from '../../functions/src/app/accounts/delete-idle-anonymous-sessions';
import type { OrderRecord } from '../../functions/src/app/checkout/checkout-records';
import { paths } from '../../functions/src/paths';
import { manyAnonymousSessions, signUp } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { testEnv } from '../support/test-env';

const app = initializeApp({ projectId: testEnv.projectId }, 'tests-idle-sessions');
afterAll(async () => {
  await closeBackendDocs();
  await deleteApp(app);
});

describe('deleting idle anonymous sessions', () => {
  it('deletes sessions unused for 30 days that never bought, and keeps buyers and people', async () => {
    const identity = createFirebaseIdentity(getAuth(app));
    const [buyer, ...idle] = await manyAnonymousSessions(30);
    const person = await signUp('person');
    const now = new Date();
    const order: OrderRecord = {
      eventId: `gone-${Date.now()}`,
      uid: buyer!,
      email: 'buyer@example.com',
      requestId: 'r1',
      items: [],
      amount: 5000,
      currency: 'ZAR',
      status: 'paid',
      createdAt: now.toISOString(),
      holdExpiresAt: now.toISOString(),
      paidAt: now.toISOString(),
    };
    const docs = backendDocs();
    await docs.set(paths.order(`idle-sessions-${Date.now()}`), order);

    const services = { docs, identity, clock: { now: () => new Date() } };
    expect((await deleteIdleAnonymousSessions({ services })).deleted).toBe(0);
    const later = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    const sweep = await deleteIdleAnonymousSessions({
      services: { ...services, clock: { now: () => later } },
    });

    expect(sweep.failed).toEqual([]);
    expect(sweep.deleted).toBeGreaterThanOrEqual(idle.length);
    expect(await identity.getAccounts(idle)).toEqual([]);
    const left = await identity.getAccounts([buyer!, person.uid]);
    expect(left.map((account) => account.uid).sort()).toEqual([buyer!, person.uid].sort());
  });
});
