// `npm run bench:cold-start`: what a new Functions instance (or an emulator worker) pays
// before it can answer: `require('functions/lib/index.js')` in a fresh Node 22 process, on
// each backend's configuration, the median of --runs processes, with the heaviest modules
// index.js requires (each counting what it pulls in). Target: under 400 ms on the embedded
// backend. Figures, not a test: the exit code is 0 whatever they are.
//
//   npm run bench:cold-start -- [--runs 9]
import './lib/require-node-22.mjs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number above 0');
  process.exit(2);
}
const target = { embeddedMs: 400 };
const entry = path.join(repoRoot, 'functions', 'lib', 'index.js');
const timer = path.join(repoRoot, 'scripts', 'lib', 'bench', 'require-timer.cjs');

await run('npm', ['run', 'build', '-w', 'functions']);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One fresh process requiring index.js with `env`: its timer's JSON line. */
function coldStart(env) {
  const output = execFileSync(
    process.execPath,
    ['--no-warnings', '--require', timer, '-e', `require(${JSON.stringify(entry)})`],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1));
}

const backends = {
  embedded: { BACKEND: 'embedded', GCLOUD_PROJECT: 'demo-bench' },
  firebase: { BACKEND: 'firebase', GCLOUD_PROJECT: 'demo-bench' },
};
const loadBefore = os.loadavg()[0];
console.log(`require('functions/lib/index.js') in a fresh process, median of ${runs}:`);
for (const [name, env] of Object.entries(backends)) {
  coldStart(env); // The first run also warms the disk cache.
  const samples = Array.from({ length: runs }, () => coldStart(env));
  const total = median(samples.map((sample) => sample.totalMs));
  const verdict =
    name === 'embedded'
      ? `target < ${target.embeddedMs} ms ${total < target.embeddedMs ? 'PASS' : 'FAIL'}`
      : '';
  console.log(
    `  ${name.padEnd(9)} ${total.toFixed(0)} ms (min ${Math.min(...samples.map((s) => s.totalMs)).toFixed(0)}, max ${Math.max(...samples.map((s) => s.totalMs)).toFixed(0)}) ${verdict}`,
  );
  const modules = Object.keys(samples[0].imports);
  const heaviest = modules
    .map((module) => [module, median(samples.map((sample) => sample.imports[module] ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(
    `    heaviest: ${heaviest.map(([module, ms]) => `${module} ${ms.toFixed(0)} ms`).join(', ')}`,
  );
}
console.log(
  `machine load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, on ${os.cpus().length} cores`,
);
