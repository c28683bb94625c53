// Bundles the functions (and whatever they import from outside functions/, such as
// firestore.indexes.json) into lib/, because `firebase deploy` uploads only functions/.
// `node build.mjs --watch` rebuilds on change; the Functions emulator then reloads.
import { build, context } from 'esbuild';

const options = {
  entryPoints: {
    index: 'src/index.ts',
    tools: 'src/tools/local-tools.ts',
    'fake-paystack': 'src/tools/fake-paystack/main.ts',
  },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  logLevel: 'info',
};

if (process.argv.includes('--watch')) {
  const watcher = await context(options);
  await watcher.watch();
} else {
  await build({ ...options, logLevel: 'warning' });
}
