import type { DatabaseSync } from 'node:sqlite';

/**
 * Serialises use of one synchronous SQLite connection by async callers. A transaction's work
 * is async, so without this two transactions in one process would interleave their
 * statements on the same connection (and therefore inside the same SQLite transaction).
 */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();

  run<T>(fn: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    // The next caller waits for this one to settle, whether it succeeded or not.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** SQLITE_BUSY (5) or SQLITE_LOCKED (6), including their extended codes. */
export function isBusyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('errcode' in error)) return false;
  const code = (error as { errcode: unknown }).errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `BEGIN IMMEDIATE`, waiting for the write lock without blocking the event loop.
 * SQLite's own busy handler sleeps synchronously: if the lock holder is another connection in
 * this same process, it could never finish its (async) transaction while we block. So the
 * busy timeout is switched off for this one statement and we poll with backoff instead, up to
 * `timeoutMs`, after which the SQLITE_BUSY error is thrown.
 */
export async function beginImmediate(db: DatabaseSync, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if (!isBusyError(error) || Date.now() >= deadline) throw error;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${timeoutMs}`);
    }
    const backoff = Math.min(2 ** attempt, 50);
    await sleep(backoff * (0.5 + Math.random()));
  }
}
