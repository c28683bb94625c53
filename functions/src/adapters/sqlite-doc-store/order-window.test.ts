import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cursorOf, type DocValue, type Query, type QueryCursor } from '../../ports/doc-store';
import { openDatabase } from './database';
import { DocTable } from './doc-table';
import { evaluateQuery } from './query-evaluator';
import { parseQuery } from './query-rules';
import { DocReader } from './reader';

/** A field value of every type Firestore orders, with ties likely. */
const value: fc.Arbitrary<DocValue> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -2.25, 1e21),
  fc.constantFrom('a', 'B', 'ab', 'é', '\u{1F600}', '[x', '{'),
  fc.constantFrom<DocValue[]>([], [1], ['a', 2]),
  fc.constantFrom<DocValue>({}, { a: 1 }, { b: 'x' }),
);

const doc = fc.record(
  { v: value, w: fc.integer({ min: 0, max: 3 }), n: fc.integer({ min: 0, max: 2 }) },
  { requiredKeys: ['w', 'n'] },
);

type Shape = {
  direction: 'asc' | 'desc';
  limit: number;
  filter: 'none' | 'in' | 'pushed' | 'inequality';
};

const query: fc.Arbitrary<Shape> = fc.record({
  direction: fc.constantFrom('asc' as const, 'desc' as const),
  limit: fc.integer({ min: 1, max: 6 }),
  // `in` is left to the evaluator (it drops rows after SQL), `==` on `n` is pushed down.
  filter: fc.constantFrom('none' as const, 'in' as const, 'pushed' as const, 'inequality' as const),
});

function storeOf(docs: Record<string, DocValue>[]) {
  const db = openDatabase(':memory:', 1000);
  const insert = db.prepare(
    "INSERT INTO docs (path, collection, id, data, created_at, updated_at) VALUES (?, 'items', ?, ?, '', '')",
  );
  docs.forEach((data, i) => {
    const id = `d${String(i).padStart(3, '0')}`;
    insert.run(`items/${id}`, id, JSON.stringify(data));
  });
  const table = new DocTable(db);
  return { reader: new DocReader(table, undefined), table };
}

function queryOf({ direction, limit, filter }: Shape): Query {
  const where: Query['where'] =
    filter === 'in'
      ? [{ field: 'w', op: 'in', value: [1, 3] }]
      : filter === 'pushed'
        ? [{ field: 'n', op: '==', value: 1 }]
        : filter === 'inequality'
          ? [{ field: 'v', op: '>', value: 0 }]
          : [];
  return { collection: 'items', where, orderBy: [{ field: 'v', direction }], limit };
}

describe('ordered windows of the SQLite store', () => {
  it('page by page, give what evaluating the whole collection gives', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 40 }), query, (docs, shape) => {
        const { reader, table } = storeOf(docs);
        const base = queryOf(shape);
        const everything = (q: Query) => {
          const parsed = parseQuery(q);
          return evaluateQuery(table.readCollection('items', parsed.filters), parsed);
        };
        let after: QueryCursor | undefined;
        const paged: string[] = [];
        for (;;) {
          const page: Query = { ...base, ...(after ? { startAfter: after } : {}) };
          const found = reader.query(page);
          expect(found.map((d) => d.id)).toEqual(everything(page).map((d) => d.id));
          paged.push(...found.map((d) => d.id));
          if (found.length < shape.limit) break;
          after = cursorOf(found.at(-1)!, base.orderBy!);
        }
        const { orderBy, where } = base;
        expect(paged).toEqual(everything({ collection: 'items', orderBy, where }).map((d) => d.id));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a page of a large ordered collection without decoding the rest', () => {
    const docs = Array.from({ length: 5000 }, (_, i) => ({ at: `t${String(i).padStart(5, '0')}` }));
    const { reader, table } = storeOf(docs);
    const parsed: string[] = [];
    const readWindow = table.readWindow.bind(table);
    table.readWindow = (...args) => {
      const result = readWindow(...args);
      parsed.push(...result.candidates.map((c) => c.id));
      return result;
    };
    const found = reader.query({
      collection: 'items',
      orderBy: [{ field: 'at', direction: 'asc' }],
      startAfter: { values: ['t02000'], id: 'd2000' },
      limit: 3,
    });
    expect(found.map((d) => d.data.at)).toEqual(['t02001', 't02002', 't02003']);
    expect(parsed.length).toBeLessThanOrEqual(5);
  });
});
