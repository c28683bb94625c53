/**
 * The crash harness's child on Firestore: the ids of the read-write transactions it started,
 * printed as it kills itself (a crash point's SIGKILL), so that the parent can end them with
 * Firestore's Rollback instead of waiting for the emulator to expire them (60 s idle, fixed in
 * the emulator: it has no flag or property for it). Rolling back a transaction that committed
 * or ended already fails, harmlessly; the one the kill left open ends without a write, exactly
 * as its expiry would end it. Test support only: it wraps the client's internal lazy start.
 */
import { writeSync } from 'node:fs';
import { Transaction } from '@google-cloud/firestore';

const marker = 'open transactions: ';
const started: string[] = [];

type LazyStart = (this: Transaction, ...args: unknown[]) => Promise<unknown>;
type Internals = {
  withLazyStartedTransaction: LazyStart;
  _transactionIdPromise?: Promise<Uint8Array>;
  _writeBatch?: unknown;
};

/** Records each read-write transaction's id, and prints them all before a SIGKILL of itself. */
export function recordOpenTransactions(): void {
  const prototype = Transaction.prototype as unknown as Internals;
  const lazyStart = prototype.withLazyStartedTransaction;
  prototype.withLazyStartedTransaction = function (this: Transaction, ...args: unknown[]) {
    const self = this as unknown as Internals;
    const starting = self._transactionIdPromise === undefined && self._writeBatch !== undefined;
    const result = lazyStart.apply(this, args);
    if (starting) {
      self._transactionIdPromise?.then(
        (id) => started.push(Buffer.from(id).toString('base64')),
        () => undefined,
      );
    }
    return result;
  };
  const kill = process.kill.bind(process);
  process.kill = (pid: number, signal?: string | number) => {
    if (pid === process.pid && signal === 'SIGKILL') {
      writeSync(1, `${marker}${started.join(' ')}\n`);
    }
    return kill(pid, signal);
  };
}

/** The transaction ids a killed child printed (none if it died outside Firestore's). */
export function openTransactionsIn(stdout: string): string[] {
  const line = stdout.split('\n').find((printed) => printed.startsWith(marker));
  return line ? line.slice(marker.length).split(' ').filter(Boolean) : [];
}
