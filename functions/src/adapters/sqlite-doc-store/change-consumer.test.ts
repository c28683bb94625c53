import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedChange } from './change-feed';
import { startChangeConsumer, type ChangeConsumer } from './change-consumer';
import { openSqliteDocStore } from './sqlite-doc-store';
import type { SqliteDocStore } from './sqlite-doc-store-api';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function storeFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'change-consumer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'store.sqlite');
}

function open(file: string): SqliteDocStore {
  const store = openSqliteDocStore({ file });
  cleanups.push(() => store.close());
  return store;
}

function consume(
  store: SqliteDocStore,
  handle: (change: RecordedChange) => Promise<void>,
  options: { maxAttempts?: number } = {},
): ChangeConsumer {
  const consumer = startChangeConsumer(store, {
    name: 'test',
    handle,
    retryBaseMs: 1,
    log: () => undefined,
    ...options,
  });
  cleanups.push(() => consumer.stop());
  return consumer;
}

describe('startChangeConsumer', () => {
  it('handles every change once, in commit order, and prunes what it handled', async () => {
    const store = open(storeFile());
    const handled: string[] = [];
    const consumer = consume(store, async (change) => void handled.push(change.path));
    await store.set('a/1', { n: 1 });
    await store.set('a/2', { n: 2 });
    await store.delete('a/1');
    await consumer.settled();
    expect(handled).toEqual(['a/1', 'a/2', 'a/1']);
    expect(await store.readChanges(0, 10)).toEqual([]);
    expect(await store.lastChangeSeq()).toBe(3);
  });

  it('resumes from its cursor after a restart: committed-but-unhandled changes first', async () => {
    const file = storeFile();
    const first = open(file);
    const handledBefore: number[] = [];
    const before = consume(first, async (change) => void handledBefore.push(change.seq));
    await first.set('a/1', { n: 1 });
    await before.settled();
    before.stop();
    await first.set('a/2', { n: 2 });
    await first.set('a/3', { n: 3 });

    const second = open(file);
    const handledAfter: number[] = [];
    await consume(second, async (change) => void handledAfter.push(change.seq)).settled();
    expect(handledBefore).toEqual([1]);
    expect(handledAfter).toEqual([2, 3]);
  });

  it('lets one process at a time handle the changes of every process on the file', async () => {
    const file = storeFile();
    const left = open(file);
    const right = open(file);
    const handled: number[] = [];
    const record = async (change: RecordedChange) => void handled.push(change.seq);
    const leftConsumer = consume(left, record);
    const rightConsumer = consume(right, record);
    for (let i = 0; i < 10; i++) await (i % 2 ? left : right).set(`a/${i}`, { i });
    await Promise.all([leftConsumer.settled(), rightConsumer.settled()]);
    expect(handled).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('retries a failing change, then sets it aside and goes on', async () => {
    const store = open(storeFile());
    const attempts = new Map<string, number>();
    const handled: string[] = [];
    const consumer = consume(
      store,
      async (change) => {
        const count = (attempts.get(change.path) ?? 0) + 1;
        attempts.set(change.path, count);
        if (change.path === 'a/flaky' && count < 3) throw new Error('not yet');
        if (change.path === 'a/broken') throw new Error('always');
        handled.push(change.path);
      },
      { maxAttempts: 4 },
    );
    await store.set('a/flaky', { n: 1 });
    await store.set('a/broken', { n: 1 });
    await store.set('a/fine', { n: 1 });
    await consumer.settled();
    expect(handled).toEqual(['a/flaky', 'a/fine']);
    expect(attempts.get('a/broken')).toBe(4);
    const failed = await store.failedChanges('test');
    expect(failed.map((change) => [change.seq, change.path])).toEqual([[2, 'a/broken']]);
    expect(failed[0]!.error).toContain('always');
  });
});
