/**
 * The database restarting in the middle of a sale (issue 26). Sixteen buyers press Buy, pay
 * and confirm while the allocator runs; a moment in, the store goes away for two seconds and
 * comes back with what it had committed. On Firestore every connection to the emulator is cut
 * and refused meanwhile (a TCP proxy: a commit in flight may have landed without an answer);
 * the embedded store closes and opens again on its file. Buyers' pages and the allocator's
 * trigger retry what failed, as they do in production (a page left queued asks again until it
 * is answered); then the schedules run, and every invariant of money and tickets holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Firestore } from '@google-cloud/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirestoreDocStore } from '../../adapters/firestore-doc-store/firestore-doc-store';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { checkInvariants } from '../../domain/invariants';
import { paths } from '../../paths';
import {
  storeApprovedEvent,
  testAllocatorTerms,
  testPlatformFee,
} from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { moneyServices } from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { startOutageProxy } from '../../test-support/store-outage/outage-proxy';
import {
  restartableStore,
  type RestartableStore,
} from '../../test-support/store-outage/restartable-store';
import { AppError } from '../common/app-error';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from '../checkout/begin-transaction';
import { checkLapsedPayments } from '../payments/check-lapsed-payments';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import { getPurchaseRequest } from '../checkout/get-purchase-request';
import { resumeStalledRefunds } from '../refunds/resume-stalled-refunds';
import firestoreIndexes from '../../../../firestore.indexes.json';
import { readInvariantFacts } from './read-invariant-facts';

const paystack = usePaystackContract();
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-store-outage';
const buyers = 16;
const outageMs = 2_000;
/** How often a queued buyer's page asks again (use-checkout.ts: 1.2 to 1.8 s). */
const queueLookMs = 1_500;
/**
 * How long a queued buyer keeps asking. A transaction whose connection the outage cut keeps
 * its locks on the emulator until it expires (about 60 s), and an allocator batch that needs
 * those documents waits that long: the sale resumes after it, and the buyers are still there.
 */
const queuedPatienceMs = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Backend = { name: string; open: () => Promise<RestartableStore> };

const dir = mkdtempSync(path.join(tmpdir(), 'store-outage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: Backend[] = [
  ...(emulatorHost && process.env.SKIP_SQLITE_CONTRACTS === 'true'
    ? []
    : [
        {
          name: 'the embedded store (closed and opened again)',
          open: () => {
            const file = path.join(dir, 'store.sqlite');
            return restartableStore(async () =>
              openSqliteDocStore({ file, indexes: firestoreIndexes }),
            );
          },
        },
      ]),
  ...(emulatorHost
    ? [
        {
          name: 'Firestore (every connection cut and refused)',
          open: async (): Promise<RestartableStore> => {
            const url = `http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
            expect((await fetch(url, { method: 'DELETE' })).ok).toBe(true);
            const proxy = await startOutageProxy(emulatorHost);
            // The client reads FIRESTORE_EMULATOR_HOST over its settings: this one goes through
            // the proxy instead.
            delete process.env.FIRESTORE_EMULATOR_HOST;
            const db = new Firestore({ projectId, host: proxy.address, ssl: false });
            process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
            const docs = createFirestoreDocStore(db, { maxAttempts: 20 });
            return {
              docs: {
                ...docs,
                close: async () => {
                  await db.terminate();
                  await proxy.close();
                },
              },
              restart: proxy.outage,
              disruptions: proxy.disruptions,
            };
          },
        },
      ]
    : []),
];

describe.each(backends)('a sale while $name restarts', ({ open }) => {
  it('ends with every invariant holding', async () => {
    const store = await open();
    const { docs } = store;
    const { mailer } = dedupingMailer();
    const payments = paystack.payments();
    const services = {
      ...moneyServices({ docs, clock: { now: () => new Date() }, payments, mailer }),
      publicBaseUrl: 'http://localhost',
      purchaseRateLimit: { limit: 20, windowSeconds: 600 },
      platformFee: testPlatformFee,
    };
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 20 } });
    let failures = 0;
    /** Again while it fails, as a buyer's page and a trigger's retries do. */
    async function retried<T>(work: () => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await work();
        } catch (error) {
          // The app's answers (sold out...) are not failures to retry.
          if (error instanceof AppError) throw error;
          failures += 1;
          if (attempt >= 40) throw error;
          await sleep(250);
        }
      }
    }

    // The allocator's trigger, answering every purchase request (a late payment's too).
    let selling = true;
    const allocator = (async () => {
      while (selling) {
        await allocatePurchases({ docs, clock: services.clock, ...testAllocatorTerms }).catch(
          () => (failures += 1),
        );
        await sleep(20);
      }
    })();

    async function buyer(index: number): Promise<void> {
      await sleep(index * 60);
      const pressed = retried(() =>
        beginTransaction(services, {
          input: {
            eventId: 'e1',
            email: `buyer${index}@example.com`,
            items: [{ typeId: 'gen', quantity: 1 + (index % 2) }],
            requestKey: `outage-${index}`,
          },
          identifyBuyer: async () => `buyer-${index}`,
          claimedBuyer: () => `buyer-${index}`,
          waitMs: 3_000,
        }),
      );
      const soldOut = (error: unknown) => {
        // Sold out, or fewer left than wanted: an answer, and this buyer goes home.
        if (error instanceof AppError) return undefined;
        throw error;
      };
      let answer = await pressed.catch(soldOut);
      // Not answered within the press's wait (the allocator is catching up after the outage):
      // the page keeps asking until it is, as use-checkout.ts does; it does not go home.
      const askUntil = Date.now() + queuedPatienceMs;
      while (answer?.status === 'queued') {
        if (Date.now() > askUntil) throw new Error(`buyer ${index} still queued after the outage`);
        await sleep(queueLookMs);
        const { requestId } = answer;
        answer = await retried(() =>
          getPurchaseRequest({ services, requestId, uid: `buyer-${index}` }),
        ).catch(soldOut);
      }
      if (answer?.status !== 'held') return;
      const order = await retried(
        async () => (await docs.get<OrderRecord>(paths.order(answer.reference))).data!,
      );
      // A press of Pay that the network lost is pressed again (paying twice pays once).
      await retried(() => fetch(`${order.payment!.authorizationUrl}/pay`, { method: 'POST' }));
      // One in four closes the page once paid: the schedules find the payment.
      if (index % 4 === 3) return;
      await retried(() => confirmPayment(services, answer.reference));
    }

    const sale = Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)));
    await sleep(400);
    await store.restart(outageMs);
    await sale;
    // The store went away mid-sale: calls or connections were cut short or refused.
    expect(store.disruptions()).toBeGreaterThan(0);

    // Later, nobody at their screens: the schedules run with the clock past every hold.
    let skewMs = 0;
    services.clock = { now: () => new Date(Date.now() + skewMs) };
    for (let round = 0; round < 2; round++) {
      skewMs += 20 * 60_000;
      await retried(() => allocatePurchases({ ...services, ...testAllocatorTerms }));
      await retried(() => resumeStalledRefunds(services));
      await retried(() => checkLapsedPayments(services, { limit: 100 }));
    }
    selling = false;
    await allocator;
    const results = checkInvariants(await readInvariantFacts({ docs, payments, mailer }));
    expect(results.flatMap((result) => result.violations)).toEqual([]);
    const paid = await docs.query<OrderRecord>({
      collection: 'orders',
      where: [{ field: 'status', op: '==', value: 'paid' }],
    });
    // The sale went on after the restart.
    expect(paid.reduce((sum, order) => sum + order.data.items[0]!.quantity, 0)).toBeGreaterThan(0);
    await docs.close();
  }, 120_000);
});
