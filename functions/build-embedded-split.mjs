// Keeps the embedded backend (node:sqlite, the disk blob store, the file outbox) out of
// lib/index.js: the build makes src/config/embedded-stack.ts a bundle of its own, and
//  - in lib/index.js, embedded-stack-loader.ts becomes a require of ./embedded-stack.js on
//    first call, so production (BACKEND=firebase) never loads it;
//  - both bundles require the DocStore port from ./doc-store-port.js, one module for both:
//    the stores throw its error classes and read its `deleteField`, which the app compares by
//    identity.
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const sourceOf = (relative) => path.join(here, 'src', relative);
const loaderFile = sourceOf('config/embedded-stack-loader.ts');
const portFile = sourceOf('ports/doc-store.ts');

const lazyLoader = `
let stack;
exports.loadEmbeddedStack = () => (stack ??= require('./embedded-stack.js'));
`;

export const embeddedSplit = {
  name: 'embedded-split',
  setup(build) {
    build.onResolve({ filter: /embedded-stack-loader$|ports\/doc-store$/ }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path);
      if (`${resolved}.ts` === portFile && args.kind !== 'entry-point') {
        return { path: './doc-store-port.js', external: true };
      }
      if (`${resolved}.ts` === loaderFile)
        return { path: 'embedded-stack-loader', namespace: 'lazy-loader' };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-loader' }, () => ({
      contents: lazyLoader,
      loader: 'js',
      resolveDir: path.dirname(loaderFile),
    }));
    // The lazy loader's own require stays a require of the file beside lib/index.js.
    build.onResolve({ filter: /^\.\/embedded-stack\.js$/ }, (args) =>
      args.namespace === 'lazy-loader' ? { path: args.path, external: true } : undefined,
    );
  },
};
