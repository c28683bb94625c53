// `npm run bench:web`: builds the web app for production and prints, for each main route, the
// JavaScript and CSS a first visit downloads (gzipped, from the build's manifest), and the
// public event page's Largest Contentful Paint in Chromium (median of 5 cold visits) on
// loopback and under Slow 4G with 4x CPU throttling. A benchmark, not a test: it prints
// figures against the targets and fails only when it cannot measure.
//
//   npm run bench:web -- [--runs N]
import './lib/require-node-22.mjs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/local-stack.mjs';
import { runWithAuthEmulator } from './lib/bench/with-auth-emulator.mjs';
import { routeSizes } from './lib/bench/route-sizes.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const targets = { publicJsKb: 160, publicJsGoalKb: 130, lcpLoopbackMs: 1000, lcpThrottledMs: 2500 };
const distDir = path.join(repoRoot, 'web', 'dist-bench');

await run('npm', ['run', 'build', '-w', 'functions']);
// The production build's code; the local stack's settings (the public page never reaches
// Firebase, so which project it names does not matter here).
await run('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', distDir, '--emptyOutDir'], {
  cwd: path.join(repoRoot, 'web'),
});

const lcp = await runWithAuthEmulator('run-web.mjs', ['--dist', distDir, '--runs', values.runs]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'met' : 'MISSED');
console.log('');
console.log(
  'Web benchmark: production build; sizes gzipped (level 9), as a first visit loads them',
);
console.log(`${'route'.padEnd(40)}${'JavaScript'.padEnd(22)}CSS`);
for (const route of routeSizes(distDir)) {
  const note =
    route.key === 'publicEvent'
      ? ` (target <= ${targets.publicJsKb} KB: ${verdict(route.jsBytes <= targets.publicJsKb * 1024)}; goal ${targets.publicJsGoalKb} KB: ${verdict(route.jsBytes <= targets.publicJsGoalKb * 1024)})`
      : '';
  console.log(
    `${route.name.padEnd(40)}${`${kb(route.jsBytes)} in ${route.jsFiles} files`.padEnd(22)}` +
      `${kb(route.cssBytes)} in ${route.cssFiles}${note}`,
  );
}
console.log('');
console.log(
  `Public event page in Chromium, 390 px, cold cache, ${lcp.protocol}, median of ${values.runs} visits:`,
);
for (const [name, label, target] of [
  ['loopback', 'loopback', targets.lcpLoopbackMs],
  ['slow4g', 'Slow 4G + 4x CPU', targets.lcpThrottledMs],
]) {
  const f = lcp[name];
  console.log(
    `  ${label.padEnd(18)} LCP ${Math.round(f.lcpMs)} ms (target <= ${target} ms: ${verdict(f.lcpMs <= target)}; ` +
      `runs ${f.runs.join(', ')}), CLS ${f.cls.toFixed(3)}, ` +
      `JavaScript downloaded ${kb(f.jsBytes)} in ${f.jsFiles} files, ` +
      `Firebase ${f.firebaseLoaded ? 'LOADED' : 'not loaded'}`,
  );
}
console.log(
  `machine load average (1 min): ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
);
