import { describe, expect, it } from 'vitest';
import firestoreIndexes from '../../../../firestore.indexes.json';
import { ensureQueryIndexes, openDatabase } from './database';
import { DocTable } from './doc-table';
import { collectionQuery } from './filter-pushdown';
import { parseIndexDefinitions } from './index-definitions';
import { parseQuery } from './query-rules';
import { DocReader } from './reader';

function planOf(where: Parameters<typeof parseQuery>[0]['where']) {
  const db = openDatabase(':memory:', 1000);
  ensureQueryIndexes(db, parseIndexDefinitions(firestoreIndexes));
  const { sql, pushed } = collectionQuery(parseQuery({ collection: 'orders', where }).filters);
  const params = ['orders', ...pushed.map((f) => f.value as string | number)];
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params);
  return { pushed: pushed.length, plan: plan.map((row) => String(row.detail)).join('\n') };
}

describe('query indexes of the SQLite store', () => {
  it('serves an indexed equality-and-range query from an expression index, not a scan', () => {
    // The allocator's expired holds: every pass asks, so it must not decode every order.
    const { pushed, plan } = planOf([
      { field: 'status', op: '==', value: 'held' },
      { field: 'holdExpiresAt', op: '<=', value: '2026-11-22T00:00:00.000Z' },
    ]);
    expect(pushed).toBe(2);
    expect(plan).toMatch(
      /USING INDEX docs_by_[0-9a-f]{16} \(collection=\? AND <expr>=\? AND <expr><\?\)/,
    );
  });

  it('leaves filters SQLite cannot answer exactly to the evaluator', () => {
    const { pushed } = planOf([
      { field: 'status', op: 'in', value: ['held', 'paid'] },
      { field: 'amount', op: '>', value: true },
      { field: 'email', op: '<', value: 'a\uD800' },
    ]);
    expect(pushed).toBe(0);
  });

  it('creates the indexes once, whoever opens the file', () => {
    const db = openDatabase(':memory:', 1000);
    const definitions = parseIndexDefinitions(firestoreIndexes);
    ensureQueryIndexes(db, definitions);
    ensureQueryIndexes(db, definitions);
    const count = db
      .prepare(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name LIKE 'docs_by_%'",
      )
      .get();
    expect(Number(count?.n)).toBeGreaterThan(3);
  });

  it.each([
    ['the statement: a ledger by time alone (a field override)', 'events/e1/ledger', [], 'at'],
    [
      "an event's orders, newest first (a composite index)",
      'orders',
      [{ field: 'eventId', op: '==' as const, value: 'e1' }],
      'createdAt',
    ],
  ])('reads a page of %s from an index, not a scan and sort', (_, collection, where, field) => {
    const db = openDatabase(':memory:', 1000);
    ensureQueryIndexes(db, parseIndexDefinitions(firestoreIndexes));
    const reader = new DocReader(new DocTable(db), undefined);
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = (sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    };
    reader.query({
      collection,
      where,
      orderBy: [{ field, direction: field === 'at' ? 'asc' : 'desc' }],
      startAfter: { values: ['2026-11-01T00:00:00.000Z'], id: 'x' },
      limit: 50,
    });
    const plans = prepared.map((sql) =>
      prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => String(row.detail))
        .join(' | '),
    );
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan).toMatch(/USING INDEX docs_by_[0-9a-f]{16} \(collection=\? AND .*<expr>[<>=]/);
      expect(plan).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });
});
