import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { DocData } from '../../ports/doc-store';
import type { RecordedChange } from './change-feed';
import { collectionFilter, collectionQuery } from './filter-pushdown';
import { orderedRanks, windowCondition, type OrderWindow } from './order-window';
import type { CandidateDoc } from './query-evaluator';
import type { ParsedFilter } from './query-rules';
import type { TypeRank } from './value-order';
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
   * The candidates of one type rank of an ordered window: at least `size` of them (all ties
   * with the last included), or all that are left (`exhausted`). Arrays and maps, which SQL
   * cannot order as Firestore does, always come whole.
   */
  readWindow(
    collection: string,
    filters: readonly ParsedFilter[],
    window: OrderWindow,
    rank: TypeRank,
    size: number,
  ): { candidates: CandidateDoc[]; exhausted: boolean } {
    const { where, pushed } = collectionFilter(filters);
    const from =
      window.from?.rank === rank && orderedRanks.has(rank) ? window.from.value : undefined;
    const windowed = (to?: number | string) => {
      const condition = windowCondition(window, rank, { from, to });
      return {
        where: `${where} AND ${condition.sql}`,
        params: [...filterParams(collection, pushed), ...condition.params],
      };
    };
    const select = ({ where, params }: ReturnType<typeof windowed>) =>
      this.candidates(
        this.statement(`SELECT path, id, data FROM docs WHERE ${where}`).all(...params),
      );
    if (orderedRanks.has(rank)) {
      const whole = windowed();
      const direction = window.direction === 'asc' ? 'ASC' : 'DESC';
      const bound = this.statement(
        `SELECT ${window.field} AS v FROM docs WHERE ${whole.where}
         ORDER BY ${window.field} ${direction} LIMIT 1 OFFSET ?`,
      ).get(...whole.params, size - 1);
      if (bound !== undefined) {
        return { candidates: select(windowed(bound.v as number | string)), exhausted: false };
      }
    }
    return { candidates: select(windowed()), exhausted: true };
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
