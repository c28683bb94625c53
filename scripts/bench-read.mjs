// `npm run bench:read`: the public event GET through HTTP, answered by the api app on a plain
// Node server (the Functions emulator's worker pool is not production), at 1, 10 and 50
// concurrent clients and at a fixed offered rate (open loop), without and with a buyer's ID
// token. Prints requests/s, p50, p95, p99 and errors; a benchmark, not a test.
//
//   npm run bench:read -- [--seconds S] [--rate R]
import './lib/require-node-22.mjs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runWithAuthEmulator } from './lib/bench/with-auth-emulator.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rate: { type: 'string', default: '1000' } },
});
const target = { p95Ms: 20 };

await run('npm', ['run', 'build', '-w', 'functions']);
const loadBefore = os.loadavg()[0];
const result = await runWithAuthEmulator('run-read.mjs', [
  '--seconds',
  values.seconds,
  '--rate',
  values.rate,
]);

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
