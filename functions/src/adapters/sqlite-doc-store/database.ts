import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { jsonFieldExpression } from './filter-pushdown';
import type { IndexDefinitions } from './index-definitions';

/**
 * Opens the SQLite file shared by every process of the embedded backend (the Functions
 * emulator runs several workers): WAL so readers never block the writer, NORMAL sync (safe
 * with WAL, much faster than FULL), and a busy timeout for the rare statements that must wait.
 */
export function openDatabase(file: string, busyTimeoutMs: number): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  ensureSchema(db);
  return db;
}

const schema = `
  CREATE TABLE IF NOT EXISTS docs (
    path TEXT PRIMARY KEY,
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS docs_by_collection ON docs (collection, id);
  CREATE TABLE IF NOT EXISTS changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    path TEXT NOT NULL,
    before TEXT,
    after TEXT,
    committed_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS consumers (
    name TEXT PRIMARY KEY,
    cursor INTEGER NOT NULL,
    owner TEXT,
    lease_until INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS failed_changes (
    consumer TEXT NOT NULL,
    seq INTEGER NOT NULL,
    path TEXT NOT NULL,
    before TEXT,
    after TEXT,
    error TEXT NOT NULL,
    failed_at TEXT NOT NULL,
    PRIMARY KEY (consumer, seq)
  ) WITHOUT ROWID;
`;

const tables = ['docs', 'changes', 'consumers', 'failed_changes'];

function ensureSchema(db: DatabaseSync): void {
  // Checking first keeps the common case (schema exists) a pure read, which never waits for
  // another process's write lock.
  const present = db
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN (${tables.map(() => '?').join(', ')})`,
    )
    .get(...tables);
  if (present?.n === tables.length) return;
  db.exec(`BEGIN IMMEDIATE; ${schema} COMMIT;`);
}

/**
 * An expression index per composite index of firestore.indexes.json, so the queries
 * Firestore serves from an index are served from one here too (the allocator's "oldest
 * pending requests" and "expired holds" must not decode every request and order ever made).
 * Only the leading plain-key fields count: array-contains fields end the usable prefix. A
 * field override with an ordered index gets one on that field alone.
 */
export function ensureQueryIndexes(db: DatabaseSync, indexes: IndexDefinitions): void {
  const wanted = new Map<string, string>();
  const want = (columns: string) => {
    const name = `docs_by_${createHash('sha256').update(columns).digest('hex').slice(0, 16)}`;
    wanted.set(name, `CREATE INDEX IF NOT EXISTS ${name} ON docs (${columns})`);
  };
  for (const index of indexes.indexes) {
    const expressions: string[] = [];
    for (const field of index.fields) {
      const expression =
        'arrayConfig' in field ? undefined : jsonFieldExpression(field.fieldPath.split('.'));
      if (expression === undefined) break;
      expressions.push(expression);
    }
    if (expressions.length > 0) want(['collection', ...expressions].join(', '));
  }
  for (const override of indexes.fieldOverrides ?? []) {
    if (!override.indexes.some((index) => index.order !== undefined)) continue;
    const expression = jsonFieldExpression(override.fieldPath.split('.'));
    if (expression !== undefined) want(['collection', expression].join(', '));
  }
  if (wanted.size === 0) return;
  const names = [...wanted.keys()];
  const present = db
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name IN (${names.map(() => '?').join(', ')})`,
    )
    .get(...names);
  if (present?.n === names.length) return;
  db.exec(`BEGIN IMMEDIATE; ${[...wanted.values()].join('; ')}; COMMIT;`);
}
