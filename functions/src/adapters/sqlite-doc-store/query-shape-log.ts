import { appendFileSync } from 'node:fs';
import { indexRequirement } from './index-requirements';
import type { ParsedQuery } from './query-rules';

/**
 * With QUERY_SHAPES_LOG set to a file, each query that needs a composite index appends its
 * requirement there (one JSON line): `npm run deploy:queries` runs the tests so, and keeps what
 * they asked in functions/query-shapes.json, which the preflight checks against
 * firestore.indexes.json before a deploy.
 */
export function logQueryShape(query: ParsedQuery): void {
  const file = process.env.QUERY_SHAPES_LOG;
  if (!file) return;
  const requirement = indexRequirement(query);
  if (requirement !== undefined) appendFileSync(file, `${JSON.stringify(requirement)}\n`);
}
