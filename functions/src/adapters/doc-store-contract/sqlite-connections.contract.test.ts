/** The SQLite DocStore with several connections, in one process and in several, on one file. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type DocStore } from '../../ports/doc-store';
import { ids, sleep, sqliteStoresClosedAfterEach, tempDir, tempFile } from './adapter-cases';

describe('SQLite DocStore specifics', () => {
  const open = sqliteStoresClosedAfterEach();

  describe('several connections on one file', () => {
    it('sees writes committed by another connection, and keeps them across reopen', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file);
      await a.set('events/e1', { name: 'Gig' });
      expect((await b.get('events/e1')).data).toEqual({ name: 'Gig' });
      await a.close();
      const reopened = open(file);
      expect(ids(await reopened.query({ collection: 'events' }))).toEqual(['e1']);
    });

    it('makes a second writer wait for the lock, while readers go on', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file);
      const observer = open(file);
      await a.set('counters/c', { n: 0 });

      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const aHoldsLock = new Promise<void>((resolve) => (entered = resolve));
      const increment = async (store: DocStore, hold?: Promise<void>) =>
        store.runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/c');
          if (hold) {
            entered();
            await hold;
          }
          tx.update('counters/c', { n: (snap.data?.n ?? 0) + 1 });
        });

      const first = increment(a, gate);
      await aHoldsLock;
      let secondDone = false;
      const second = increment(b).then(() => {
        secondDone = true;
      });
      await sleep(150);
      expect(secondDone).toBe(false);
      // WAL: a reader is not blocked by the writer and sees the last committed state.
      expect((await observer.get('counters/c')).data).toEqual({ n: 0 });
      release();
      await Promise.all([first, second]);
      expect((await observer.get('counters/c')).data).toEqual({ n: 2 });
    });

    it('gives up with SQLITE_BUSY after the busy timeout', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file, { busyTimeoutMs: 100 });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holding = a.runTransaction(async (tx) => {
        await tx.get('x/y');
        await gate;
        tx.set('x/y', { by: 'a' });
      });
      await sleep(20);
      await expect(b.set('x/y', { by: 'b' })).rejects.toMatchObject({ errcode: 5 });
      release();
      await holding;
      expect((await b.get('x/y')).data).toEqual({ by: 'a' });
    });

    it('loses no update when several processes increment one counter', async () => {
      const file = tempFile();
      const here = open(file);
      await here.set('counters/shared', { n: 0 });
      const worker = await bundleIncrementWorker();
      const perProcess = 25;
      const children = [1, 2, 3].map(() => runNode(worker, [file, String(perProcess)]));
      const local = Array.from({ length: perProcess }, () =>
        here.runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/shared');
          tx.update('counters/shared', { n: (snap.data?.n ?? 0) + 1 });
        }),
      );
      await Promise.all([...children, ...local]);
      expect((await here.get('counters/shared')).data).toEqual({ n: perProcess * 4 });
      const changes = await here.readChanges(0, 1000);
      expect(changes).toHaveLength(perProcess * 4 + 1);
    }, 60_000);
  });
});

/** Bundles a tiny script that opens the store on a file and runs N increments. */
async function bundleIncrementWorker(): Promise<string> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const outfile = join(tempDir('doc-store-worker-'), 'worker.mjs');
  await build({
    stdin: {
      contents: `
        import { openSqliteDocStore } from '../sqlite-doc-store';
        const [file, count] = process.argv.slice(2);
        const store = openSqliteDocStore({ file });
        for (let i = 0; i < Number(count); i++) {
          await store.runTransaction(async (tx) => {
            const snap = await tx.get('counters/shared');
            tx.update('counters/shared', { n: (snap.data?.n ?? 0) + 1 });
          });
        }
        await store.close();
      `,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

function runNode(script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', script, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`worker exited with ${code}: ${stderr}`)),
    );
  });
}
