/**
 * A mailing whose sender dies half-way (the crash harness's SIGKILL, after its first batch
 * went to the mail service and before it was recorded), on both backends: after the restart
 * the sweep finishes it, and every recipient has exactly one email in the outbox (the files
 * of the embedded backend, the `mail` collection on Firestore), the message's counts match.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { whenTriggersSettle } from '../../config/embedded-triggers';
import { embeddedLayout, firebaseAppName } from '../../config/services';
import { createMessageRequest } from '../../contract/messages';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { bundleFixture, runChild } from '../../test-support/child-fixture';
import { storeInBatches } from '../../test-support/many-docs';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { crashStackServices, type CrashStackConfig } from '../../test-support/crash-harness/stack';
import { crashPointVariable } from '../common/crash-points';
import { createMessage } from '../messages/create-message';
import { allMailingKinds } from './all-mailing-kinds';
import type { MailingRecord } from './mailing-records';
import { resumeMailings } from './resume-mailings';
import { mailingLeaseMs } from './run-mailing';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const backends: CrashStackConfig['backend'][] = [
  ...(emulatorHost && process.env.SKIP_SQLITE_CONTRACTS === 'true' ? [] : ['embedded' as const]),
  ...(emulatorHost ? ['firebase' as const] : []),
];
const holders = 25;
const batchSize = 10;
const organiser = { uid: 'organiser', isAdmin: false };
const addressOf = (i: number) => `holder-${String(i).padStart(2, '0')}@example.com`;

let child: string;
beforeAll(async () => {
  child = await bundleFixture('src/test-support/crash-harness/mailing-until-crash.ts');
}, 60_000);
/** The services' Firebase app, if one was made: the next is made for this test's project. */
const deleteServicesApp = () =>
  Promise.all(
    getApps()
      .filter((app) => app.name === firebaseAppName)
      .map(deleteApp),
  );
afterAll(async () => {
  rmSync(child, { force: true });
  await deleteServicesApp();
});

async function storeEventWithHolders(docs: DocStore) {
  await storeApprovedEvent(docs, 'mail-e1', { ga: { name: 'General', capacity: 100 } });
  await storeInBatches(docs, { count: holders, batchSize: 25 }, (tx, i) =>
    tx.set(paths.ticket(`ticket-${i}`), {
      eventId: 'mail-e1',
      typeId: 'ga',
      typeName: 'General',
      orderId: `order-${i}`,
      email: addressOf(i),
      uid: `buyer-${i}`,
      createdAt: '2026-11-20T00:00:00.000Z',
      status: 'valid',
    }),
  );
  const message = await createMessage({
    services: { docs, clock: { now: () => new Date() }, identity: fixedIdentity([]) },
    eventId: 'mail-e1',
    viewer: organiser,
    input: createMessageRequest.parse({
      requestKey: 'crash-press-1',
      subject: 'Doors open at 8',
      body: 'Doors open an hour later.',
      audience: { kind: 'holders' },
      promotional: false,
    }),
  });
  await docs.update(paths.mailing(message.id), { batchSize });
  return message.id;
}

/** Who the outbox holds emails for, one entry per email. */
async function outboxRecipients(config: CrashStackConfig, docs: DocStore): Promise<string[]> {
  if (config.backend === 'firebase') {
    const mail = await docs.query<{ to: string }>({ collection: 'mail' });
    return mail.map((message) => message.data.to).sort();
  }
  const dir = embeddedLayout(config.dataDir).outboxDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string }).to)
    .sort();
}

describe.each(backends)('a mailing whose sender dies half-way, on the %s backend', (backend) => {
  it('is finished after the restart: every recipient has exactly one email', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mailing-crash-'));
    const config: CrashStackConfig = {
      backend,
      dataDir,
      projectId: `demo-mailing-crash-${backend}`,
      paystackUrl: 'http://127.0.0.1:9',
      secretKey: 'sk_test_unused',
      webhookPort: 9,
    };
    let setupDocs: DocStore;
    if (backend === 'embedded') {
      mkdirSync(dataDir, { recursive: true });
      setupDocs = openSqliteDocStore({ file: embeddedLayout(dataDir).storeFile });
    } else {
      await deleteServicesApp();
      const project = `http://${emulatorHost}/emulator/v1/projects/${config.projectId}/databases/(default)/documents`;
      expect((await fetch(project, { method: 'DELETE' })).ok).toBe(true);
      setupDocs = crashStackServices(config).docs;
    }
    const mailingId = await storeEventWithHolders(setupDocs);
    if (backend === 'embedded') await setupDocs.close();

    const env = { ...process.env, [crashPointVariable]: 'mailing.batch-sent' };
    const sale = await runChild(child, [JSON.stringify({ ...config, mailingId })], env);
    expect(sale.signal, `${sale.stdout}\n${sale.stderr}`).toBe('SIGKILL');

    // The restart, its clock past the dead sender's lease, as the sweep a few minutes on.
    const services = crashStackServices(config);
    services.clock = { now: () => new Date(Date.now() + mailingLeaseMs + 1000) };
    try {
      const died = await outboxRecipients(config, services.docs);
      expect(died).toHaveLength(batchSize);
      const sweep = await resumeMailings(services, allMailingKinds);
      expect(sweep.failures).toEqual([]);
      if (backend === 'embedded') await whenTriggersSettle();
      const everyone = Array.from({ length: holders }, (_, i) => addressOf(i));
      expect(await outboxRecipients(config, services.docs)).toEqual(everyone);
      const mailing = (await services.docs.get<MailingRecord>(paths.mailing(mailingId))).data;
      expect(mailing).toMatchObject({
        status: 'sent',
        recipientCount: holders,
        batchCount: 3,
        batchesDone: 3,
        sentCount: holders,
        failedCount: 0,
      });
    } finally {
      if (backend === 'embedded') await services.docs.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
