// The biggest modules of a page's first load, from what build-web.mjs recorded of each chunk:
// each module's size as rendered into its chunk (before minifying), and its estimated share
// of the chunk's gzipped size (the chunk's real gzip size, split in proportion to how well
// each module compresses alone): an estimate, labelled as one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchModulesFile } from './build-web.mjs';

/** Each chunk's modules, as build-web.mjs recorded them. */
export function readChunkModules(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, benchModulesFile), 'utf8'));
}

/** The modules of the build in `distDir` (`byChunk`: readChunkModules), with their shares. */
export function moduleSizes(distDir, byChunk) {
  const shares = new Map();
  const modulesOf = (file) => {
    if (!shares.has(file)) {
      const modules = byChunk[file] ?? [];
      const chunkGzip = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      const alone = modules.reduce((total, module) => total + module.gzipBytes, 0) || 1;
      shares.set(
        file,
        modules.map((module) => ({
          ...module,
          gzipShare: (module.gzipBytes / alone) * chunkGzip,
        })),
      );
    }
    return shares.get(file);
  };
  return {
    /** The `count` biggest modules in the chunks `jsFileNames`, biggest first. */
    biggest(jsFileNames, count = 10) {
      return jsFileNames
        .flatMap(modulesOf)
        .sort((a, b) => b.gzipShare - a.gzipShare)
        .slice(0, count);
    },
    /** Each package's (or the app's own) share of those chunks, biggest first. */
    byPackage(jsFileNames) {
      const totals = new Map();
      for (const module of jsFileNames.flatMap(modulesOf)) {
        const name = packageOf(module.name);
        const total = totals.get(name) ?? { name, bytes: 0, gzipShare: 0 };
        total.bytes += module.bytes;
        total.gzipShare += module.gzipShare;
        totals.set(name, total);
      }
      return [...totals.values()].sort((a, b) => b.gzipShare - a.gzipShare);
    },
  };
}

/** `node_modules/@scope/name/...` -> `@scope/name`; the app's own files -> `app`. */
function packageOf(moduleName) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  return match ? match[1] : 'app (web/src, contract)';
}
