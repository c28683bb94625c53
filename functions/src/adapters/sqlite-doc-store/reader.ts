import {
  InvalidArgumentError,
  type DocData,
  type DocSnapshot,
  type ExistingDoc,
  type Query,
} from '../../ports/doc-store';
import type { DocTable } from './doc-table';
import type { IndexDefinitions } from './index-definitions';
import { assertIndexed } from './index-requirements';
import { parseDocumentPath } from './paths';
import { orderWindowOf, ranksOf } from './order-window';
import { evaluateQuery, type CandidateDoc } from './query-evaluator';
import { parseQuery } from './query-rules';
import { logQueryShape } from './query-shape-log';

/**
 * Synchronous reads in the port's shapes, shared by the store and its transactions. The
 * caller holds the connection (mutex) and decides the SQLite transaction they run in.
 */
export class DocReader {
  constructor(
    private readonly table: DocTable,
    private readonly indexes: IndexDefinitions | undefined,
  ) {}

  get<T extends DocData>(path: string): DocSnapshot<T> {
    const location = parseDocumentPath(path);
    return {
      id: location.id,
      path: location.path,
      // The port lets callers name the shape they stored; the data is not re-validated.
      data: this.table.read(location.path) as T | undefined,
    };
  }

  getAll<T extends DocData>(paths: string[]): DocSnapshot<T>[] {
    if (!Array.isArray(paths)) throw new InvalidArgumentError('getAll takes an array of paths');
    // Validate every path before reading any, so a bad path fails the whole call.
    paths.forEach((p) => parseDocumentPath(p));
    return paths.map((p) => this.get<T>(p));
  }

  query<T extends DocData>(query: Query): ExistingDoc<T>[] {
    return this.evaluate(query).map((doc) => ({
      id: doc.id,
      path: doc.path,
      data: doc.data as T,
    }));
  }

  /** What `query` would return, counted: the same rules (index, limit), nothing handed out. */
  count(query: Query): number {
    return this.evaluate(query).length;
  }

  private evaluate(query: Query) {
    const parsed = parseQuery(query);
    if (this.indexes !== undefined) assertIndexed(parsed, this.indexes);
    logQueryShape(parsed);
    const collection = parsed.collection.path;
    const window = orderWindowOf(parsed);
    if (window === undefined) {
      return evaluateQuery(this.table.readCollection(collection, parsed.filters), parsed);
    }
    // Type by type in the query's order; within one, filters SQL cannot answer may drop
    // candidates, so the window widens until the page is full.
    const earlier: CandidateDoc[] = [];
    for (const rank of ranksOf(window)) {
      for (let size = window.limit + 1; ; size *= 4) {
        const { candidates, exhausted } = this.table.readWindow(
          collection,
          parsed.filters,
          window,
          rank,
          size,
        );
        const found = evaluateQuery([...earlier, ...candidates], parsed);
        if (found.length >= window.limit) return found;
        if (exhausted) {
          earlier.push(...candidates);
          break;
        }
      }
    }
    return evaluateQuery(earlier, parsed);
  }
}
