/**
 * The restore drill (issue 43), on both stores, through the code `npm run backup`, `npm run
 * restore`, `npm run check:invariants` and `npm run reconcile` run: sales paid at the fake
 * Paystack over HTTP, a refund, a check-in and a payout; a backup; more sales; the restore.
 * The restored store holds what the backup's manifest counts, every invariant holds, and the
 * reconciliation finds exactly the payments made after the backup, as charges missing in the
 * ledger. On SQLite the backup is the embedded store's folder (VACUUM INTO, the outbox); on
 * Firestore the emulator's own export and import (the files firebase-tools writes).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileOutboxMailer } from '../../adapters/file-outbox-mailer';
import { createFirestoreDocStore } from '../../adapters/firestore-doc-store/firestore-doc-store';
import { createMailCollectionMailer } from '../../adapters/mail-collection-mailer';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { allocatePurchases } from '../../app/allocator/allocate-purchases';
import { checkInAttendee } from '../../app/check-in/manual-check-in';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import { confirmPayment } from '../../app/payments/confirm-payment';
import { refundPaidOrder } from '../../app/refunds/refund-paid-order';
import { readRuntimeConfig } from '../../config/runtime-config';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { Mailer } from '../../ports/mailer';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { moneyServices, payOrderAtFakePaystack, requestTickets, payOutAtFakePaystack } from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { checkStoreInvariants } from '../check-store-invariants';
import { reconcileStore } from '../reconcile-store';
import { BackupRefused, type BackupManifest, type DocumentCounts } from './backup-manifest';
import { countFirestoreDocuments, countSqliteDocuments } from './document-counts';
import { backupEmbeddedStore, restoreEmbeddedStore } from './embedded-backup';
import { backupFirestoreEmulator, restoreFirestoreEmulator } from './firestore-emulator-backup';
import firestoreIndexes from '../../../../firestore.indexes.json';

let now = new Date();
const paystack = usePaystackContract({ transferSettleMs: 5, now: () => now });
const work = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const projectId = 'demo-restore-drill';

/**
 * A store the drill sells on, as a stack holds it: its DocStore and mailer, and how the
 * scripts' code backs it up, restores it and counts it.
 */
type DrillStore = {
  name: string;
  backend: 'embedded' | 'firebase';
  /** The store as the stack opens it; again after a restore. */
  open(): Promise<{ docs: DocStore; mailer: Mailer }>;
  /** The stack stops (the embedded store must be closed to be restored). */
  stop(docs: DocStore): Promise<void>;
  backup(to: string): Promise<{ manifest: BackupManifest }>;
  /** A backup made the same way of another project's store. */
  backupOfAnotherProject(to: string): Promise<unknown>;
  /** What a folder holding the store's data but no backup of ours looks like. */
  notABackup(to: string): Promise<void>;
  restore(from: string): Promise<{ counts: DocumentCounts }>;
  count(): Promise<DocumentCounts>;
};

function sqliteDrill(): DrillStore {
  const dataDir = path.join(work, 'embedded');
  const storeFile = path.join(dataDir, 'store.sqlite');
  return {
    name: 'sqlite',
    backend: 'embedded',
    open: async () => ({
      docs: openSqliteDocStore({ file: storeFile, indexes: firestoreIndexes }),
      mailer: createFileOutboxMailer(path.join(dataDir, 'outbox'), { now: () => now }),
    }),
    stop: async (docs) => (docs as ReturnType<typeof openSqliteDocStore>).close(),
    backup: async (to) => backupEmbeddedStore({ dataDir, to, projectId, now }),
    backupOfAnotherProject: async (to) =>
      backupEmbeddedStore({ dataDir, to, projectId: 'demo-another-project', now }),
    notABackup: async (to) => {
      mkdirSync(to, { recursive: true });
      copyFileSync(storeFile, path.join(to, 'store.sqlite'));
    },
    restore: (from) => restoreEmbeddedStore({ from, dataDir, projectId, stackPorts: {} }),
    count: async () => countSqliteDocuments(storeFile),
  };
}

function firestoreDrill(emulatorHost: string): DrillStore {
  const clients = new Map<string, Firestore>();
  const client = (project = projectId) => {
    const known = clients.get(project);
    if (known) return known;
    const app = initializeApp({ projectId: project }, `${project}-drill`);
    afterAll(() => deleteApp(app));
    clients.set(project, getFirestore(app));
    return getFirestore(app);
  };
  const emulator = (project = projectId) => ({
    emulatorHost,
    projectId: project,
    firestore: client(project),
  });
  return {
    name: 'firestore (emulator)',
    backend: 'firebase',
    open: async () => {
      const docs = createFirestoreDocStore(client(), { maxAttempts: 20 });
      return { docs, mailer: createMailCollectionMailer(docs) };
    },
    stop: async () => undefined,
    backup: (to) => backupFirestoreEmulator({ ...emulator(), to, now }),
    backupOfAnotherProject: async (to) => {
      await client('demo-another-project').doc('events/theirs').set({ name: 'Theirs' });
      return backupFirestoreEmulator({ ...emulator('demo-another-project'), to, now });
    },
    // The emulator's own export, as `firebase emulators:export` writes it: no manifest.
    notABackup: async (to) => {
      mkdirSync(to, { recursive: true });
      const answer = await fetch(
        `http://${emulatorHost}/emulator/v1/projects/${projectId}:export`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            database: `projects/${projectId}/databases/(default)`,
            export_directory: to,
            export_name: 'firestore_export',
          }),
        },
      );
      expect(answer.ok).toBe(true);
    },
    restore: (from) => restoreFirestoreEmulator({ ...emulator(), from }),
    count: () => countFirestoreDocuments(client()),
  };
}

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const drills = [
  ...(emulatorHost && process.env.SKIP_SQLITE_CONTRACTS === 'true' ? [] : [sqliteDrill()]),
  ...(emulatorHost ? [firestoreDrill(emulatorHost)] : []),
];
let months = 0;

describe.each(drills)('the restore drill on $name', (drill) => {
  // A month of its own for each store: the fake's records of one never fall in another's period.
  const month = months++;
  const dayOf = (day: number) => new Date(Date.UTC(2028, month, day)).toISOString().slice(0, 10);
  const at = (day: number, time = '10:00:00') => new Date(`${dayOf(day)}T${time}.000Z`);
  const organiser = {
    uid: 'organiser',
    email: 'organiser@example.com',
    emailVerified: true,
    isAnonymous: false,
    isAdmin: false,
    signedInAt: new Date(0),
  };
  /** What `npm run check:invariants` and `npm run reconcile` read the stack's store with. */
  const config = () =>
    readRuntimeConfig({
      BACKEND: drill.backend,
      EMBEDDED_DATA_DIR: path.join(work, 'embedded'),
      GCLOUD_PROJECT: projectId,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
    });

  it('gives back the store as it was: counts, invariants, and only the later payments missing', async () => {
    const started = Date.now();
    now = at(1);
    let { docs, mailer } = await drill.open();
    if (drill.backend === 'firebase') {
      const cleared = await fetch(
        `http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      expect(cleared.ok).toBe(true);
    }
    const services = () =>
      moneyServices({
        docs,
        clock: { now: () => now },
        payments: paystack.payments(),
        payouts: paystack.payouts(),
        mailer,
      });
    const storeEvent = async (eventId: string, endsOn: number) => {
      await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 20 } });
      await docs.update(paths.event(eventId), {
        startsAt: at(endsOn, '08:00:00').toISOString(),
        endsAt: at(endsOn, '23:00:00').toISOString(),
      });
    };
    const buy = async (eventId: string, quantity: number) => {
      const orderId = await requestTickets(docs, () => allocatePurchases(services()), {
        eventId,
        quantity,
        createdAt: now.toISOString(),
      });
      if (!orderId) throw new Error(`The allocator did not grant ${eventId}'s request`);
      await payOrderAtFakePaystack(docs, paystack.payments(), orderId);
      expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
      return orderId;
    };

    // Before the backup: three sales, a refund, a guest let in, the event paid out.
    await storeEvent('gig', 2);
    const kept = await buy('gig', 2);
    await buy('gig', 1);
    const refunded = await buy('gig', 1);
    now = at(2);
    await refundPaidOrder(services(), refunded, {
      voidReason: 'refunded',
      reason: 'Cannot come',
      by: 'organiser',
    });
    now = at(2, '19:00:00');
    const [code] = (await docs.get<OrderRecord>(paths.order(kept))).data!.ticketCodes!;
    await checkInAttendee({ services: services(), eventId: 'gig', code: code!, user: organiser });
    now = at(6);
    await storePayoutAccount({ docs, payouts: paystack.payouts() }, 'organiser', '1000000001');
    await payOutAtFakePaystack(services(), paystack.fake, 'gig');

    now = at(6, '12:00:00');
    const folder = path.join(work, `backup-${drill.backend}`);
    const backingUp = Date.now();
    const { manifest } = await drill.backup(folder);
    const backupMs = Date.now() - backingUp;
    expect(manifest).toMatchObject({ projectId, createdAt: now.toISOString() });
    expect(manifest.counts).toEqual(await drill.count());
    expect(manifest.counts).toMatchObject({
      events: 1,
      orders: 3,
      tickets: 4,
      payouts: 1,
      'events/*/scans': 1,
    });

    // After it: two more sales of another event, which the restore will not know.
    now = at(6, '14:00:00');
    await storeEvent('later', 20);
    const after = [await buy('later', 1), await buy('later', 3)];
    expect(await drill.count()).not.toEqual(manifest.counts);

    await drill.stop(docs);
    const restoring = Date.now();
    const restored = await drill.restore(folder);
    const restoreMs = Date.now() - restoring;
    ({ docs, mailer } = await drill.open());
    expect(restored.counts).toEqual(manifest.counts);
    expect(await drill.count()).toEqual(manifest.counts);
    expect((await docs.get(paths.event('later'))).data).toBeUndefined();
    const checkedIn = (await docs.get<{ checkedInAt?: string }>(paths.ticket(code!))).data;
    expect(checkedIn?.checkedInAt).toBe(at(2, '19:00:00').toISOString());

    const invariants = await checkStoreInvariants({ config: config() });
    expect(invariants.flatMap((result) => result.violations)).toEqual([]);
    const report = await reconcileStore({ config: config(), from: dayOf(1), to: dayOf(7) });
    expect(report.differences.map(({ kind, reference }) => ({ kind, reference }))).toEqual(
      expect.arrayContaining(
        after.map((reference) => ({ kind: 'charge_missing_in_ledger', reference })),
      ),
    );
    expect(report.differences).toHaveLength(after.length);
    await drill.stop(docs);
    console.info(
      `Restore drill on ${drill.name}: ${Date.now() - started} ms in all, backup ${backupMs} ms, restore ${restoreMs} ms`,
    );
  }, 120_000);
  it("refuses another project's backup and a folder that is not a backup, changing nothing", async () => {
    now = at(20);
    const { docs } = await drill.open();
    await storeApprovedEvent(docs, 'ours', { gen: { name: 'General', capacity: 5 } });
    await drill.stop(docs);
    const before = await drill.count();
    const theirs = path.join(work, `theirs-${drill.backend}`);
    await drill.backupOfAnotherProject(theirs);
    await expect(drill.restore(theirs)).rejects.toThrow(
      `${theirs} is a backup of project demo-another-project, not of ${projectId}: not restored.`,
    );
    const bare = path.join(work, `bare-${drill.backend}`);
    await drill.notABackup(bare);
    const refusal = drill.restore(bare);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
    await expect(refusal).rejects.toThrow(
      `${bare} is not a backup: it has no backup-manifest.json`,
    );
    expect(await drill.count()).toEqual(before);
  });
});
