import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { RecordedChange } from './change-feed';

/**
 * The SQL side of durable change consumers: each named consumer has a cursor (the last `seq`
 * it has handled) and a lease, so that of the many processes sharing the file (the Functions
 * emulator's workers, scripts) one at a time handles the changes, in order. Callers own
 * transactions and locking.
 */
export class ConsumerTable {
  private readonly selectConsumer: StatementSync;
  private readonly upsertLease: StatementSync;
  private readonly advanceCursor: StatementSync;
  private readonly pruneChanges: StatementSync;
  private readonly insertFailure: StatementSync;
  private readonly selectFailures: StatementSync;

  constructor(db: DatabaseSync) {
    this.selectConsumer = db.prepare(
      'SELECT cursor, owner, lease_until FROM consumers WHERE name = ?',
    );
    this.upsertLease = db.prepare(
      `INSERT INTO consumers (name, cursor, owner, lease_until) VALUES (?, 0, ?, ?)
       ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, lease_until = excluded.lease_until`,
    );
    this.advanceCursor = db.prepare(
      'UPDATE consumers SET cursor = max(cursor, ?), lease_until = ? WHERE name = ? AND owner = ?',
    );
    // Only what every consumer has handled may go.
    this.pruneChanges = db.prepare(
      'DELETE FROM changes WHERE seq <= ? AND seq <= (SELECT min(cursor) FROM consumers)',
    );
    this.insertFailure = db.prepare(
      `INSERT OR REPLACE INTO failed_changes (consumer, seq, path, before, after, error, failed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.selectFailures = db.prepare(
      'SELECT seq, path, error, failed_at FROM failed_changes WHERE consumer = ? ORDER BY seq',
    );
  }

  cursor(name: string): number {
    return Number(this.selectConsumer.get(name)?.cursor ?? 0);
  }

  /**
   * Takes or renews the lease unless another live owner holds it; the cursor when granted.
   * `isGone` tells an owner that died holding the lease, so nobody waits for it to expire.
   */
  lease(
    name: string,
    owner: string,
    now: number,
    leaseMs: number,
    isGone: (owner: string) => boolean,
  ): number | undefined {
    const row = this.selectConsumer.get(name);
    const holder = typeof row?.owner === 'string' ? row.owner : undefined;
    if (holder && holder !== owner && Number(row?.lease_until) > now && !isGone(holder)) {
      return undefined;
    }
    this.upsertLease.run(name, owner, now + leaseMs);
    return Number(row?.cursor ?? 0);
  }

  /** Moves the cursor past `seq` while `owner` holds the lease; false when it lost it. */
  advance(name: string, owner: string, seq: number, leaseUntil: number): boolean {
    const updated = this.advanceCursor.run(seq, leaseUntil, name, owner).changes;
    if (Number(updated) === 0) return false;
    this.pruneChanges.run(seq);
    return true;
  }

  release(name: string, owner: string): void {
    this.advanceCursor.run(0, 0, name, owner);
  }

  recordFailure(name: string, change: RecordedChange, error: string, failedAt: string): void {
    this.insertFailure.run(
      name,
      change.seq,
      change.path,
      change.before === undefined ? null : JSON.stringify(change.before),
      change.after === undefined ? null : JSON.stringify(change.after),
      error,
      failedAt,
    );
  }

  failures(name: string): FailedChange[] {
    return this.selectFailures.all(name).map((row) => ({
      seq: Number(row.seq),
      path: String(row.path),
      error: String(row.error),
      failedAt: String(row.failed_at),
    }));
  }
}

export type FailedChange = { seq: number; path: string; error: string; failedAt: string };
