// The web benchmark's production build (web/vite.config.ts, the local stack's settings) with
// one plugin more: it records which modules each chunk holds and how big each is once
// rendered, in <outDir>/.vite/bench-modules.json, for the biggest-modules list (module-sizes.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../local-stack.mjs';

const webDir = path.join(repoRoot, 'web');
export const benchModulesFile = path.join('.vite', 'bench-modules.json');

/** A module's name without the machine's folders: `node_modules/...` or `web/src/...`. */
function shortName(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) return clean.slice(inModules);
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

function chunkModules() {
  let recorded = {};
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      recorded = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        recorded[chunk.fileName] = Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            name: shortName(id),
            bytes: module.renderedLength,
            // Gzipped alone: more than its share of the chunk's gzip, an estimate.
            gzipBytes: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
          }));
      }
    },
    writeBundle(options) {
      // The event page's own build (web/event-page-build.ts) writes after the app's, into the
      // same directory: its chunks join the app's.
      const file = path.join(options.dir, benchModulesFile);
      const earlier = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      writeFileSync(file, JSON.stringify({ ...earlier, ...recorded }));
    },
  };
}

/** Builds web/ for production into `outDir`, with the modules of each chunk recorded. */
export async function buildWebForBench(outDir) {
  // Vite's notice about a config loader it may use one day, not about this build.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    mode: 'emulator',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [chunkModules()],
  });
}
