import { randomUUID } from 'node:crypto';
import type { RecordedChange } from './change-feed';
import type { SqliteDocStore } from './sqlite-doc-store-api';

export type ChangeConsumerOptions = {
  /** The cursor's name in the store: one cursor per kind of work. */
  name: string;
  /** Must be idempotent: a change is handled at least once, again after a crash mid-way. */
  handle: (change: RecordedChange) => Promise<void>;
  /** How long a process may hold the feed without acknowledging a change. */
  leaseMs?: number;
  /** How often to look for changes committed by other processes. */
  pollMs?: number;
  /**
   * How long after a commit in this process to start handling it, so that the commits of a
   * busy moment are handled as one batch (one lease, one acknowledgement) instead of each alone.
   */
  wakeDelayMs?: number;
  batchSize?: number;
  /** Attempts per change before it is set aside in `failed_changes`. */
  maxAttempts?: number;
  /** Pause before attempt n+1 is `retryBaseMs * 2^(n-1)`, at most `maxRetryDelayMs`. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export type ChangeConsumer = {
  /** Resolves once every change committed before the call has been handled, by any process. */
  settled(timeoutMs?: number): Promise<void>;
  stop(): void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ackIntervalMs = 1_000;

/**
 * The embedded stand-in for Firestore's trigger delivery with `retry: true`: a durable
 * cursor in the SQLite file, so a change committed just before a crash is handled after
 * the restart, and a lease, so that of all the processes on the file one at a time runs
 * the handler, in commit order. A failing change is retried with backoff, then set aside.
 */
export function startChangeConsumer(
  store: SqliteDocStore,
  options: ChangeConsumerOptions,
): ChangeConsumer {
  const {
    name,
    handle,
    leaseMs = 30_000,
    pollMs = 1_000,
    wakeDelayMs = 0,
    batchSize = 50,
    maxAttempts = 5,
    retryBaseMs = 200,
    maxRetryDelayMs = 10_000,
    log = (message: string, error?: unknown) => console.error(message, error ?? ''),
  } = options;
  const owner = `${process.pid}-${randomUUID()}`;
  // The file is on this machine, so an owner's pid tells whether it still runs.
  const isGone = (other: string) => !isProcessAlive(Number(other.split('-')[0]));
  let stopped = false;
  let draining: Promise<void> | undefined;
  let drainAgain = false;

  async function handleWithRetries(change: RecordedChange): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await handle(change);
        return;
      } catch (error) {
        if (attempt >= maxAttempts) {
          log(`Change ${change.seq} (${change.path}) failed ${attempt} times; set aside`, error);
          await store.recordFailedChange(name, change, describe(error));
          return;
        }
        await sleep(Math.min(retryBaseMs * 2 ** (attempt - 1), maxRetryDelayMs));
      }
    }
  }

  /** Handles batches until none is left, or until another process holds the lease. */
  async function drainOnce(): Promise<void> {
    for (let leased = false; ; leased = true) {
      if (stopped || store.closed) return;
      // Two reads are much cheaper than a lease (a write): most wake-ups find nothing new.
      const [cursor, last] = await Promise.all([store.consumerCursor(name), store.lastChangeSeq()]);
      if (cursor >= last) {
        if (leased) await store.releaseLease(name, owner);
        return;
      }
      const batch = await store.leaseChanges(name, owner, leaseMs, batchSize, isGone);
      if (batch === undefined) return;
      if (batch.length === 0) {
        await store.releaseLease(name, owner);
        return;
      }
      // Acknowledged per batch (a crash re-handles at most one batch; handlers are
      // idempotent), and at least every second so that a slow batch keeps its lease.
      let acknowledgedAt = Date.now();
      for (const [index, change] of batch.entries()) {
        await handleWithRetries(change);
        if (stopped || store.closed) return;
        const isLast = index === batch.length - 1;
        if (isLast || Date.now() - acknowledgedAt > ackIntervalMs) {
          if (!(await store.acknowledgeChange(name, owner, change.seq, leaseMs))) return;
          acknowledgedAt = Date.now();
        }
      }
    }
  }

  function drain(): Promise<void> {
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        try {
          await drainOnce();
        } catch (error) {
          if (stopped || store.closed) return;
          log(`The ${name} change consumer stumbled; it tries again shortly`, error);
        }
      } while (drainAgain && !stopped);
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  let wake: NodeJS.Timeout | undefined;
  const unsubscribe = store.onChange(() => {
    if (wakeDelayMs <= 0) return void drain();
    wake ??= setTimeout(() => {
      wake = undefined;
      void drain();
    }, wakeDelayMs);
  });
  const poll = setInterval(() => {
    if (stopped || store.closed) consumer.stop();
    else void drain();
  }, pollMs);
  // Polling must not keep a script's process alive.
  poll.unref();

  const consumer: ChangeConsumer = {
    async settled(timeoutMs = 30_000) {
      // A closed store's consumer has stopped: what it left is the next process's to handle.
      if (stopped || store.closed) return;
      const target = await store.lastChangeSeq();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await drain();
        if ((await store.consumerCursor(name)) >= target) return;
        if (Date.now() > deadline) {
          throw new Error(`The ${name} change consumer did not reach change ${target} in time`);
        }
        // Another process holds the lease: wait for it to get there.
        await sleep(50);
      }
    },
    stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(wake);
      unsubscribe();
    },
  };
  void drain();
  return consumer;
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
