import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { DocData } from '../../ports/doc-store';
import type { RecordedChange } from './change-feed';
import { collectionFilter, collectionQuery } from './filter-pushdown';
import { windowSql, type OrderWindow } from './order-window';
import type { CandidateDoc } from './query-evaluator';
import type { ParsedFilter } from './query-rules';
import type { PlannedChange } from './write-plan';

/**
 * The SQL side of the store: reading and writing rows of `docs` and `changes`. Callers own
 * transactions and locking; every method here is one or a few synchronous statements.
 */

function filterParams(collection: string, pushed: readonly ParsedFilter[]): SQLInputValue[] {
  return [collection, ...pushed.map((f) => f.value as string | number)];
}

function parseData(text: unknown): DocData | undefined {
  return typeof text === 'string' ? (JSON.parse(text) as DocData) : undefined;
}

export class DocTable {
  private readonly selectDoc: StatementSync;
  private readonly upsertDoc: StatementSync;
  private readonly deleteDoc: StatementSync;
  private readonly insertChange: StatementSync;
  private readonly selectChanges: StatementSync;
  private readonly selectLastSeq: StatementSync;
  private readonly collectionQueries = new Map<string, StatementSync>();

  constructor(private readonly db: DatabaseSync) {
    this.selectDoc = db.prepare('SELECT data FROM docs WHERE path = ?');
    this.upsertDoc = db.prepare(
      `INSERT INTO docs (path, collection, id, data, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
    );
    this.deleteDoc = db.prepare('DELETE FROM docs WHERE path = ?');
    this.insertChange = db.prepare(
      'INSERT INTO changes (path, before, after, committed_at) VALUES (?, ?, ?, ?)',
    );
    this.selectChanges = db.prepare(
      'SELECT seq, path, before, after, committed_at FROM changes WHERE seq > ? ORDER BY seq LIMIT ?',
    );
    // From AUTOINCREMENT's own counter: pruned changes still count.
    this.selectLastSeq = db.prepare(
      "SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'changes'), 0) AS seq",
    );
  }

  read(path: string): DocData | undefined {
    return parseData(this.selectDoc.get(path)?.data);
  }

  /** Candidate documents of one collection (not its subcollections). */
  readCollection(collection: string, filters: readonly ParsedFilter[]): CandidateDoc[] {
    const { sql, pushed } = collectionQuery(filters);
    return this.candidates(this.statement(sql).all(...filterParams(collection, pushed)));
  }

  /**
   * The candidates of an ordered window holding at least `size` of them (all ties with the
   * last included), or every remaining one when fewer are left (`exhausted`).
   */
  readWindow(
    collection: string,
    filters: readonly ParsedFilter[],
    window: OrderWindow,
    size: number,
  ): { candidates: CandidateDoc[]; exhausted: boolean } {
    const { where, pushed } = collectionFilter(filters);
    const sql = windowSql(window, where);
    const params = filterParams(collection, pushed);
    if (window.from !== undefined) params.push(window.from.rank, window.from.value);
    const bound = this.statement(sql.bound).get(...params, size - 1);
    if (bound === undefined) {
      return {
        candidates: this.candidates(this.statement(sql.rest).all(...params)),
        exhausted: true,
      };
    }
    const rows = this.statement(sql.upTo).all(
      ...params,
      bound.r as number,
      bound.v as SQLInputValue,
    );
    return { candidates: this.candidates(rows), exhausted: false };
  }

  private statement(sql: string): StatementSync {
    let statement = this.collectionQueries.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.collectionQueries.set(sql, statement);
    }
    return statement;
  }

  private candidates(rows: Record<string, SQLOutputValue>[]): CandidateDoc[] {
    return rows.map((row) => ({
      path: String(row.path),
      id: String(row.id),
      data: parseData(row.data) ?? {},
    }));
  }

  /** Writes the planned changes and appends them to the change feed; returns them numbered. */
  apply(changes: readonly PlannedChange[], committedAt: string): RecordedChange[] {
    return changes.map((change) => {
      const { location, before, after } = change;
      if (after === undefined) {
        this.deleteDoc.run(location.path);
      } else {
        const json = JSON.stringify(after);
        this.upsertDoc.run(
          location.path,
          location.collection,
          location.id,
          json,
          committedAt,
          committedAt,
        );
      }
      const result = this.insertChange.run(
        location.path,
        before === undefined ? null : JSON.stringify(before),
        after === undefined ? null : JSON.stringify(after),
        committedAt,
      );
      return {
        seq: Number(result.lastInsertRowid),
        path: location.path,
        before,
        after,
        committedAt,
      };
    });
  }

  readChanges(afterSeq: number, limit: number): RecordedChange[] {
    return this.selectChanges.all(afterSeq, limit).map((row) => ({
      seq: Number(row.seq),
      path: String(row.path),
      before: parseData(row.before),
      after: parseData(row.after),
      committedAt: String(row.committed_at),
    }));
  }

  lastSeq(): number {
    return Number(this.selectLastSeq.get()?.seq ?? 0);
  }
}
