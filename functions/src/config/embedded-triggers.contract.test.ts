/**
 * The embedded backend's triggers never lose work: a process that dies after a commit and
 * before the trigger handler ran leaves the change in the SQLite change feed, and the next
 * process on the same data directory handles it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import { fixedIdentity, verifiedOwner } from '../test-support/fixed-identity';
import { whenTriggersSettle } from './embedded-triggers';
import { readRuntimeConfig } from './runtime-config';
import { createServices, embeddedLayout } from './services';

const here = path.dirname(fileURLToPath(import.meta.url));
const functionsDir = path.resolve(here, '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-triggers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Bundled inside functions/ so that its packages (firebase-admin...) resolve from there. */
async function bundleFixture(): Promise<string> {
  const outdir = path.join(functionsDir, 'node_modules', '.cache', 'test-fixtures');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, `reject-then-crash-${process.pid}.cjs`);
  await build({
    entryPoints: [path.join(here, 'test-fixtures', 'reject-then-crash.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

type Exit = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

function runChild(script: string, args: string[]): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

function outboxMails(): Array<{ to: string; text: string }> {
  const dir = embeddedLayout(dataDir).outboxDir;
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

describe('embedded triggers across a crash', () => {
  it('handles a change committed just before the process died, after the restart', async () => {
    const fixture = await bundleFixture();
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
