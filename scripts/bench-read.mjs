// `npm run bench:read`: the public event GET through HTTP, answered by the api app on a plain
// Node server (the Functions emulator's worker pool is not production), at 1, 10 and 50
// concurrent clients and at a fixed offered rate (open loop), without and with a buyer's ID
// token. Prints requests/s, p50, p95, p99 and errors; a benchmark, not a test.
//
//   npm run bench:read -- [--seconds S] [--rate R]
import './lib/require-node-22.mjs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firebaseBin, quietNodeOptions, repoRoot } from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rate: { type: 'string', default: '1000' } },
});
const target = { p95Ms: 20 };

await run('npm', ['run', 'build', '-w', 'functions']);
const benchProject = 'demo-bench';
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-read-stack-'));
const configFile = path.join(workDir, 'firebase.json');
const resultsFile = path.join(workDir, 'results.json');
const host = '127.0.0.1';
writeFileSync(
  configFile,
  JSON.stringify({
    emulators: {
      auth: { host, port: 19399 },
      hub: { host, port: 14700 },
      logging: { host, port: 14750 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }),
);
const loadBefore = os.loadavg()[0];
const quote = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;
let result;
try {
  await run(
    firebaseBin,
    [
      'emulators:exec',
      ...['--config', configFile, '--project', benchProject, '--only', 'auth'],
      [
        process.execPath,
        path.join(repoRoot, 'scripts', 'lib', 'bench', 'run-read.mjs'),
        ...['--results', resultsFile, '--seconds', values.seconds, '--rate', values.rate],
      ]
        .map(quote)
        .join(' '),
    ],
    { env: { ...process.env, GCLOUD_PROJECT: benchProject, NODE_OPTIONS: quietNodeOptions } },
  );
  result = JSON.parse(readFileSync(resultsFile, 'utf8'));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
console.log('');
console.log(
  `Read benchmark: GET /api/events/{id} (the demo event), embedded backend, api app on a plain ` +
    `Node HTTP server; ${result.durationMs / 1000} s per line`,
);
console.log(
  `${'load'.padEnd(18)}${'token'.padEnd(8)}${'answered/s'.padEnd(12)}${'p50'.padEnd(10)}` +
    `${'p95'.padEnd(10)}${'p99'.padEnd(10)}errors`,
);
for (const f of result.figures) {
  const note =
    f.open && f.withToken
      ? `  (target: p95 <= ${target.p95Ms} ms and no errors: ${
          f.p95 <= target.p95Ms && f.errors === 0 ? 'met' : 'MISSED'
        })`
      : '';
  console.log(
    `${f.load.padEnd(18)}${(f.withToken ? 'yes' : 'no').padEnd(8)}` +
      `${String(Math.round(f.perSecond)).padEnd(12)}${ms(f.p50).padEnd(10)}${ms(f.p95).padEnd(10)}` +
      `${ms(f.p99).padEnd(10)}${f.errors}${note}`,
  );
}
console.log(
  `machine load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} ` +
    `after, on ${os.cpus().length} cores`,
);
