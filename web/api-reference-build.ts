import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Where the page (public/docs/api/) loads Redoc from: this site, never a CDN. */
const redocPath = '/docs/api/redoc.standalone.js';

/**
 * The API reference page, `/docs/api` (public/docs/api/: its HTML, a stylesheet and the script
 * that starts Redoc on /api/openapi.json): this plugin adds Redoc's standalone bundle, a
 * kept npm package, beside them, in the build and in the dev server. It is a page of its own,
 * outside the app: nothing of the app's loads there, and nothing of it in the app's pages.
 * Hosting serves it at `/docs/api/` (a static directory: `/docs/api` is redirected there before
 * any rewrite); the dev server answers both with its index.html.
 */
export function apiReferenceBuild(): Plugin {
  const redocFile = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  return {
    name: 'api-reference-build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: redocPath.slice(1),
        source: readFileSync(redocFile),
      });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path === redocPath) {
          res.setHeader('Content-Type', 'text/javascript');
          createReadStream(redocFile).pipe(res);
          return;
        }
        if (path === '/docs/api' || path === '/docs/api/') req.url = '/docs/api/index.html';
        next();
      });
    },
  };
}
