// The widget's loader (`/widget.js`, web/widget-build.ts) as organisers' sites download it:
// one file at a fixed address, outside the build's manifests. Gzipped, as Hosting serves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The loader's size gzipped (level 9), in bytes, from the build in `distDir`. */
export function widgetLoaderBytes(distDir) {
  return gzipSync(readFileSync(path.join(distDir, 'widget.js')), { level: 9 }).length;
}

/**
 * The API reference page's JavaScript (`/docs/api`: its own script and Redoc's bundle, see
 * web/api-reference-build.ts), gzipped (level 9), in bytes: a static page, outside the
 * manifests too.
 */
export function apiReferencePageBytes(distDir) {
  return ['reference.js', 'redoc.standalone.js']
    .map((file) => readFileSync(path.join(distDir, 'docs', 'api', file)))
    .reduce((bytes, source) => bytes + gzipSync(source, { level: 9 }).length, 0);
}
