/**
 * The embedded backend's triggers never lose work: a process that dies after a commit and
 * before the trigger handler ran leaves the change in the SQLite change feed, and the next
 * process on the same data directory handles it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import { bundleFixture, runChild } from '../test-support/child-fixture';
import { fixedIdentity, verifiedOwner } from '../test-support/fixed-identity';
import { startWebhookReceiver } from '../test-support/webhook-receiver';
import { stageWebhookEvent } from '../app/webhooks/stage-webhook-event';
import { paths } from '../paths';
import { whenTriggersSettle } from './embedded-triggers';
import { readRuntimeConfig } from './runtime-config';
import { createServices, embeddedLayout } from './services';

const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-triggers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function outboxMails(): Array<{ to: string; text: string }> {
  const dir = embeddedLayout(dataDir).outboxDir;
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

describe('embedded triggers across a crash', () => {
  it('handles a change committed just before the process died, after the restart', async () => {
    const fixture = await bundleFixture('src/config/test-fixtures/reject-then-crash.ts');
    const child = await runChild(fixture, [dataDir]);
    rmSync(fixture, { force: true });
    expect(child.signal, child.stderr).toBe('SIGKILL');
    const eventId = child.stdout.trim();

    // Committed, yet not handled: no audit entry and no email for the rejection.
    const store = openSqliteDocStore({ file: embeddedLayout(dataDir).storeFile });
    expect((await store.get(`events/${eventId}`)).data).toMatchObject({ approved: false });
    expect(await store.query({ collection: 'auditLog' })).toEqual([]);
    expect(outboxMails()).toEqual([]);
    await store.close();

    // The restart: a new process on the same data catches up.
    const services = createServices(
      readRuntimeConfig({ BACKEND: 'embedded', EMBEDDED_DATA_DIR: dataDir }),
      { identity: fixedIdentity([verifiedOwner]) },
    );
    await whenTriggersSettle();
    const audit = await services.docs.query({ collection: 'auditLog' });
    expect(audit.map((entry) => entry.data)).toEqual([
      expect.objectContaining({ eventId, from: 'pending', to: 'rejected', by: 'admin' }),
    ]);
    expect(outboxMails()).toEqual([
      expect.objectContaining({
        to: 'owner@example.com',
        text: expect.stringContaining('Add the venue map'),
      }),
    ]);
    // Handled changes leave the log.
    const sqlite = openSqliteDocStore({ file: embeddedLayout(dataDir).storeFile });
    const left = await sqlite.readChanges(0, 100);
    expect(left.filter((change) => change.path.startsWith('events/'))).toEqual([]);
    expect(await sqlite.lastChangeSeq()).toBeGreaterThan(left.length);
    await sqlite.close();
    await services.docs.close();
  }, 60_000);
});

describe('embedded webhook fan-out', () => {
  it('sends each new webhookEvents document to the endpoints that asked for its type', async () => {
    const webhookDataDir = mkdtempSync(path.join(tmpdir(), 'embedded-webhooks-'));
    const receiver = await startWebhookReceiver();
    const services = createServices(
      readRuntimeConfig({ BACKEND: 'embedded', EMBEDDED_DATA_DIR: webhookDataDir }),
      { identity: fixedIdentity([verifiedOwner]) },
    );
    try {
      const at = new Date().toISOString();
      await services.docs.set(paths.webhookEndpoint('org-1', 'endpoint-1'), {
        url: receiver.url(),
        description: '',
        types: ['event.approved'],
        enabled: true,
        secret: 'whsec_embeddedTriggerTestSecretembeddedTriggerTest0',
        createdAt: at,
        createdByUid: 'owner',
        updatedAt: at,
      });
      const eventId = await services.docs.runTransaction(async (tx) =>
        stageWebhookEvent(tx, {
          orgId: 'org-1',
          type: 'event.approved',
          key: 'event-1',
          at: new Date(),
          data: { eventId: 'event-1' },
        }),
      );
      await whenTriggersSettle();
      expect(receiver.received.map((request) => JSON.parse(request.body))).toEqual([
        expect.objectContaining({ id: eventId, type: 'event.approved' }),
      ]);
    } finally {
      await services.docs.close();
      await receiver.close();
      rmSync(webhookDataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
