/**
 * The embedded backup and restore on a real SQLite store in a temporary folder: what a backup
 * holds, and each refusal of a restore (not a backup, another project's, a damaged one, a
 * running stack), which must leave the data as it was.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { BackupRefused, manifestFileName, type BackupManifest } from './backup-manifest';
import { countSqliteDocuments } from './document-counts';
import { backupEmbeddedStore, restoreEmbeddedStore } from './embedded-backup';

const root = mkdtempSync(path.join(tmpdir(), 'embedded-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let runs = 0;
const now = new Date('2026-11-29T12:00:00.000Z');
const projectId = 'demo-backups';

describe('the embedded backup', () => {
  let dataDir: string;
  let backups: string;

  async function storeDocuments(paths: string[]): Promise<void> {
    const docs = openSqliteDocStore({ file: path.join(dataDir, 'store.sqlite') });
    for (const docPath of paths) await docs.set(docPath, { name: docPath });
    await docs.close();
  }

  /** Everything in the data folder, with each file's contents: what a refusal must not change. */
  function snapshot(dir = dataDir): Record<string, string> {
    const files: Record<string, string> = {};
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name);
        files[path.relative(dir, file)] = readFileSync(file).toString('base64');
      }
    }
    return files;
  }

  beforeEach(async () => {
    const run = path.join(root, `run-${runs++}`);
    dataDir = path.join(run, 'data');
    backups = path.join(run, 'backups');
    await storeDocuments(['events/e1', 'events/e1/ledger/a', 'events/e1/ledger/b', 'orders/o1']);
    mkdirSync(path.join(dataDir, 'blobs', 'banners'), { recursive: true });
    writeFileSync(path.join(dataDir, 'blobs', 'banners', 'e1.webp'), 'image');
    mkdirSync(path.join(dataDir, 'outbox'));
    writeFileSync(path.join(dataDir, 'outbox', 'mail-1.json'), '{"to":"a@example.com"}');
    writeFileSync(path.join(dataDir, 'ticket-key-wrapping-keys'), 'local-1:secret\n');
  });

  const backUp = (name = 'one') =>
    backupEmbeddedStore({ dataDir, to: path.join(backups, name), projectId, now });
  const restore = (from: string, stackPorts: Record<string, number> = {}) =>
    restoreEmbeddedStore({ from, dataDir, projectId, stackPorts, now });

  it('holds the store, its images, outbox and wrapping keys, and counts per collection', () => {
    const { folder, manifest } = backUp();
    expect(manifest).toEqual({
      format: 'ticketing-paradise-backup',
      version: 1,
      kind: 'embedded',
      backend: 'embedded',
      projectId,
      createdAt: now.toISOString(),
      counts: { events: 1, 'events/*/ledger': 2, orders: 1 },
      contents: {
        store: 'store.sqlite',
        blobs: 'blobs',
        outbox: 'outbox',
        wrappingKeys: 'ticket-key-wrapping-keys',
      },
    });
    expect(readdirSync(folder).sort()).toEqual([
      manifestFileName,
      'blobs',
      'outbox',
      'store.sqlite',
      'ticket-key-wrapping-keys',
    ]);
    expect(readFileSync(path.join(folder, 'blobs', 'banners', 'e1.webp'), 'utf8')).toBe('image');
  });

  it('goes into a new folder only', () => {
    backUp();
    expect(() => backUp()).toThrow(BackupRefused);
    expect(() => backUp()).toThrow('is not empty: a backup goes into a new folder');
  });

  it('puts the backup back, and moves what it replaced aside', async () => {
    const { folder } = backUp();
    await storeDocuments(['orders/o2', 'orders/o3']);
    writeFileSync(path.join(dataDir, 'outbox', 'mail-2.json'), '{}');
    const restored = await restore(folder);
    expect(restored.counts).toEqual({ events: 1, 'events/*/ledger': 2, orders: 1 });
    expect(countSqliteDocuments(path.join(dataDir, 'store.sqlite'))).toEqual(restored.counts);
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual(['mail-1.json']);
    expect(readFileSync(path.join(dataDir, 'ticket-key-wrapping-keys'), 'utf8')).toBe(
      'local-1:secret\n',
    );
    const aside = restored.replacedTo!;
    expect(path.dirname(aside)).toBe(dataDir);
    expect(countSqliteDocuments(path.join(aside, 'store.sqlite'))).toMatchObject({ orders: 3 });
    expect(readdirSync(path.join(aside, 'outbox')).sort()).toEqual(['mail-1.json', 'mail-2.json']);
  });

  it('refuses a folder that is not a backup, changing nothing', async () => {
    const before = snapshot();
    const notABackup = path.join(root, 'not-a-backup');
    mkdirSync(notABackup, { recursive: true });
    writeFileSync(path.join(notABackup, 'store.sqlite'), 'hello');
    await expect(restore(notABackup)).rejects.toThrow(
      `${notABackup} is not a backup: it has no ${manifestFileName}`,
    );
    await expect(restore(path.join(root, 'nowhere'))).rejects.toThrow(BackupRefused);
    expect(snapshot()).toEqual(before);
  });

  it("refuses another project's backup, changing nothing", async () => {
    const { folder } = backupEmbeddedStore({
      dataDir,
      to: path.join(backups, 'theirs'),
      projectId: 'demo-someone-else',
      now,
    });
    const before = snapshot();
    await expect(restore(folder)).rejects.toThrow(
      `${folder} is a backup of project demo-someone-else, not of ${projectId}: not restored.`,
    );
    expect(snapshot()).toEqual(before);
  });

  it('refuses a backup whose store does not hold what its manifest counts, changing nothing', async () => {
    const { folder } = backUp();
    const manifestFile = path.join(folder, manifestFileName);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, counts: { ...manifest.counts, orders: 9 } }),
    );
    const before = snapshot();
    await expect(restore(folder)).rejects.toThrow(`${folder} is damaged`);
    expect(snapshot()).toEqual(before);
  });

  it('refuses while the stack runs, changing nothing', async () => {
    const { folder } = backUp();
    const stack: Server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => stack.once('listening', resolve));
    const port = (stack.address() as { port: number }).port;
    // The stack has the store open, as its functions do.
    const open = new DatabaseSync(path.join(dataDir, 'store.sqlite'));
    const before = snapshot();
    try {
      await expect(restore(folder, { Hosting: port })).rejects.toThrow(
        `The local stack is running (Hosting (port ${port})): stop it`,
      );
      expect(snapshot()).toEqual(before);
    } finally {
      open.close();
      stack.close();
    }
  });
});
