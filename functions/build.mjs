// Bundles the functions (and whatever they import from outside functions/, such as
// firestore.indexes.json) into lib/, because `firebase deploy` uploads only functions/.
// `node build.mjs --watch` rebuilds on change; the Functions emulator then reloads.
import { build, context } from 'esbuild';
import { embeddedSplit } from './build-embedded-split.mjs';

const common = {
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  logLevel: 'info',
};

/** What is deployed: lib/index.js, the embedded stack beside it (not uploaded) and their port. */
const deployed = {
  ...common,
  entryPoints: {
    index: 'src/index.ts',
    'embedded-stack': 'src/config/embedded-stack.ts',
    'doc-store-port': 'src/ports/doc-store.ts',
  },
  plugins: [embeddedSplit],
};

/** Local tools, each a bundle of its own (firebase.json ignores them). */
const tools = {
  ...common,
  entryPoints: {
    tools: 'src/tools/local-tools.ts',
    'fake-paystack': 'src/tools/fake-paystack/main.ts',
    'deploy-check': 'src/tools/deploy/main.ts',
  },
};

if (process.argv.includes('--watch')) {
  const watchers = await Promise.all([context(deployed), context(tools)]);
  await Promise.all(watchers.map((watcher) => watcher.watch()));
} else {
  await Promise.all([
    build({ ...deployed, logLevel: 'warning' }),
    build({ ...tools, logLevel: 'warning' }),
  ]);
}
