// The widget's loader (`/widget.js`, web/widget-build.ts) as organisers' sites download it:
// one file at a fixed address, outside the build's manifests. Gzipped, as Hosting serves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The loader's size gzipped (level 9), in bytes, from the build in `distDir`. */
export function widgetLoaderBytes(distDir) {
  return gzipSync(readFileSync(path.join(distDir, 'widget.js')), { level: 9 }).length;
}
