// `npm run bench:web`: builds the web app for production and prints, for each main route, the
// JavaScript and CSS a first visit downloads (gzipped, from the build's manifest) and the
// biggest modules of that first load; then the public event page in Chromium (median of 5
// cold visits) on loopback and under Slow 4G with 4x CPU throttling: LCP, when its Buy button
// works, CLS and the JavaScript it downloaded. A benchmark, not a test (not in `npm test`):
// after printing everything it exits 1 when a budget (web-budgets.mjs) was missed, naming it.
//
//   npm run bench:web -- [--runs N] [--modules N]
//
// TEST_PORT_OFFSET moves its emulator's ports, so two benches can run on one machine.
import './lib/require-node-22.mjs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/local-stack.mjs';
import { buildWebForBench } from './lib/bench/build-web.mjs';
import { moduleSizes, readChunkModules } from './lib/bench/module-sizes.mjs';
import { routeSizes } from './lib/bench/route-sizes.mjs';
import { checkWebBudgets, formatFigure, missedBudgets } from './lib/bench/web-budgets.mjs';
import { apiReferencePageBytes, widgetLoaderBytes } from './lib/bench/widget-size.mjs';
import { runWithAuthEmulator } from './lib/bench/with-auth-emulator.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, modules: { type: 'string', default: '8' } },
});
const distDir = path.join(repoRoot, 'web', 'dist-bench');

await run('npm', ['run', 'build', '-w', 'functions']);
await buildWebForBench(distDir);

const lcp = await runWithAuthEmulator('run-web.mjs', ['--dist', distDir, '--runs', values.runs]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const chunkModules = readChunkModules(distDir);
const { routes, sections } = routeSizes(distDir, chunkModules);
const widgetBytes = widgetLoaderBytes(distDir);
const apiReferenceBytes = apiReferencePageBytes(distDir);
const modules = moduleSizes(distDir, chunkModules);

console.log('');
console.log(
  'Web benchmark: production build; sizes gzipped (level 9), as a first visit loads them',
);
console.log(`${'route'.padEnd(40)}${'JavaScript'.padEnd(22)}CSS`);
for (const route of routes) {
  console.log(
    `${route.name.padEnd(40)}${`${kb(route.jsBytes)} in ${route.jsFiles} files`.padEnd(22)}` +
      `${kb(route.cssBytes)} in ${route.cssFiles}`,
  );
}
console.log(`${'widget loader (/widget.js)'.padEnd(40)}${kb(widgetBytes)} in 1 file`);
console.log(`${'API reference page (/docs/api)'.padEnd(40)}${kb(apiReferenceBytes)} in 2 files`);
console.log('an event workspace section opened from another: the JavaScript it adds');
for (const section of sections) {
  console.log(`  ${section.name.padEnd(38)}${kb(section.jsBytes)}`);
}
console.log('');
console.log(
  'Biggest modules of each first load: the share of the gzipped chunk (an estimate) and the',
);
console.log('size rendered into the chunk before minifying; then the biggest packages.');
for (const route of routes) {
  console.log(`  ${route.name}`);
  for (const module of modules.biggest(route.jsFileNames, Number(values.modules))) {
    console.log(
      `    ~${kb(module.gzipShare).padStart(9)} gz ${kb(module.bytes).padStart(9)}  ${module.name}`,
    );
  }
  const packages = modules
    .byPackage(route.jsFileNames)
    .slice(0, 6)
    .map((entry) => `${entry.name} ~${kb(entry.gzipShare)}`);
  console.log(`    packages: ${packages.join(', ')}`);
}
console.log('');
console.log(
  `Public event page in Chromium, 390 px, cold cache, ${lcp.protocol}, median of ${values.runs} visits:`,
);
for (const [name, label] of [
  ['loopback', 'loopback'],
  ['slow4g', 'Slow 4G + 4x CPU'],
]) {
  const f = lcp[name];
  console.log(
    `  ${label.padEnd(18)} LCP ${Math.round(f.lcpMs)} ms (runs ${f.runs.join(', ')}), ` +
      `Buy button working ${formatFigure(f.buyReadyMs, 'ms')}, CLS ${f.cls.toFixed(3)}, ` +
      `JavaScript downloaded ${kb(f.jsBytes)} in ${f.jsFiles} files, ` +
      `Firebase ${f.firebaseLoaded ? 'LOADED' : 'not loaded'}`,
  );
}
console.log(
  `machine load average (1 min): ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
);

console.log('');
console.log('Budgets:');
const checks = checkWebBudgets({
  slow: lcp.slow4g,
  routes,
  sections,
  widgetBytes,
  apiReferenceBytes,
});
for (const check of checks) {
  const verdict = check.ok === undefined ? 'not measured' : check.ok ? 'met' : 'MISSED';
  console.log(
    `  ${verdict.padEnd(13)} ${check.name}: ${formatFigure(check.value, check.unit)} ` +
      `(budget <= ${formatFigure(check.limit, check.unit)})`,
  );
}
const missed = missedBudgets(checks);
if (missed.length > 0) {
  console.error(`\nbench:web: ${missed.length} budget(s) missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
}
