// `npm run deploy:check`: the preflight of a deploy, offline (see docs/operations.md, "The preflight"). Builds the
// functions, then checks what `firebase deploy` would upload (functions/src/tools/deploy), and
// that the rules compile. Exits non-zero, naming each problem, if anything would break in
// production.
import { createRequire } from 'node:module';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { compileRules } from './lib/compile-rules.mjs';
import { run } from './lib/run.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Runs the preflight; returns the functions it found (the deploy prints them). */
export async function deployCheck({ say = console.log } = {}) {
  const started = Date.now();
  await run('npm', ['run', 'build', '-w', 'functions', '--silent']);
  const { runPreflight } = require(path.join(repo, 'functions', 'lib', 'deploy-check.js'));
  const { problems, endpoints } = runPreflight(repo, say);
  const rulesProblems = await compileRules(say);
  problems.push(...rulesProblems);
  say(
    `Preflight: ${problems.length === 0 ? 'passed' : `${problems.length} problem(s)`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { problems, endpoints };
}

if (import.meta.filename === process.argv[1]) {
  const { problems } = await deployCheck();
  if (problems.length > 0) process.exitCode = 1;
}
