// `npm run deploy:queries`: runs the unit and contract tests on the SQLite store with
// QUERY_SHAPES_LOG set, and writes each query that needs a composite index to
// functions/query-shapes.json, which the preflight (npm run deploy:check) checks against
// firestore.indexes.json. Run it after adding or changing a query.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { runVitest } from './lib/run.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'query-shapes-'));
const log = path.join(dir, 'shapes.jsonl');
writeFileSync(log, '');

/** The collections the app has (paths.ts); tests of the store itself query made-up ones. */
function appCollections() {
  const source = readFileSync(path.join(repo, 'functions', 'src', 'paths.ts'), 'utf8');
  const top = [...source.matchAll(/^\s+\w+: '([a-zA-Z]+)',$/gm)].map((match) => match[1]);
  const nested = [...source.matchAll(/\}\/([a-zA-Z]+)/g)].map((match) => match[1]);
  return new Set([...top, ...nested]);
}

try {
  // The shapes are kept even if a test failed (the first run has no file for the preflight's
  // own test to read); the run still fails then.
  // The store's own tests query the app's collections with made-up indexes: left out.
  const tests = runVitest(['unit', 'contract'], ['--exclude', 'functions/src/adapters/**'], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: '', QUERY_SHAPES_LOG: log },
  }).then(
    () => undefined,
    (error) => error,
  );
  const failure = await tests;
  const known = appCollections();
  const shapes = new Map();
  for (const line of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
    const shape = JSON.parse(line);
    if (known.has(shape.collectionGroup)) shapes.set(line, shape);
  }
  const sorted = [...shapes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s);
  writeFileSync(
    path.join(repo, 'functions', 'query-shapes.json'),
    `${JSON.stringify(sorted, null, 2)}\n`,
  );
  console.log(`Wrote ${sorted.length} query shapes to functions/query-shapes.json`);
  if (failure) throw failure;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
