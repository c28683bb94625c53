import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { DocData } from '../../ports/doc-store';
import type { RecordedChange } from './change-feed';
import type { CandidateDoc } from './query-evaluator';
import type { ParsedFilter } from './query-rules';
import type { PlannedChange } from './write-plan';

/**
 * The SQL side of the store: reading and writing rows of `docs` and `changes`. Callers own
 * transactions and locking; every method here is one or a few synchronous statements.
 */

const plainKey = /^[A-Za-z_][A-Za-z0-9_]*$/;
const loneSurrogate = /\p{Cs}/u;
const pushedOperators: ReadonlyMap<string, string> = new Map([
  ['==', '='],
  ['<', '<'],
  ['<=', '<='],
  ['>', '>'],
  ['>=', '>='],
]);

/**
 * SQLite's JSON path of a field made of plain keys, as a SQL literal (the keys cannot hold a
 * quote). The same text is used by the expression indexes, which SQLite only matches when a
 * query's expression is written identically.
 */
export function jsonFieldExpression(segments: readonly string[]): string | undefined {
  if (!segments.every((segment) => plainKey.test(segment))) return undefined;
  return `json_extract(data, '$.${segments.join('.')}')`;
}

/**
 * `==` and ranges on a string or number can be answered by SQLite's JSON functions, which
 * narrows the rows to decode. They may only ever let extra rows through (json_extract turns
 * `true` into 1, and SQLite orders every number before every string), never drop a match:
 * strings compare bytewise in both (UTF-8), numbers numerically, and the JS evaluator
 * filters again.
 */
function pushdownable(filter: ParsedFilter): boolean {
  if (!pushedOperators.has(filter.op) || jsonFieldExpression(filter.segments) === undefined) {
    return false;
  }
  if (typeof filter.value === 'number') return Number.isFinite(filter.value);
  return typeof filter.value === 'string' && !loneSurrogate.test(filter.value);
}

/** The SQL that pre-narrows a query's candidates, and the filters it carries as parameters. */
export function collectionQuery(filters: readonly ParsedFilter[]) {
  const pushed = filters.filter(pushdownable);
  const sql = [
    'SELECT path, id, data FROM docs WHERE collection = ?',
    ...pushed.map((f) => `${jsonFieldExpression(f.segments)} ${pushedOperators.get(f.op)} ?`),
  ].join(' AND ');
  return { sql, pushed };
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
    let statement = this.collectionQueries.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.collectionQueries.set(sql, statement);
    }
    const params: SQLInputValue[] = [collection];
    for (const f of pushed) params.push(f.value as string | number);
    return statement.all(...params).map((row) => ({
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
