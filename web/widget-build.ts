import { build, type Plugin, type UserConfig } from 'vite';

/** The widget's two scripts, each one file at a fixed address (they are linked from outside). */
const widgetScripts = [
  // The loader organisers put on their own sites (`<script src="{host}/widget.js">`).
  { name: 'widget', entry: 'src/widget/widget-entry.ts' },
  // What the embedded buy panel (`/embed/event/{id}`) runs beside the event page's own code.
  { name: 'embed-bridge', entry: 'src/widget/embed-bridge-entry.ts' },
];

/**
 * The widget's scripts (src/widget) built after the app into the same directory, each a
 * self-contained file with a name that never changes: other people's pages link `/widget.js`,
 * and the server-rendered embedded panel `/embed-bridge.js` (Hosting keeps both five minutes).
 * No React, no Mantine, no zod: the loader is held to 8 KB gzipped (bench:web).
 */
export function widgetBuild(shared: () => Pick<UserConfig, 'resolve'>): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  return {
    name: 'widget-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      for (const script of widgetScripts) {
        await build({
          resolve: shared().resolve,
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            lib: {
              entry: `${root}/${script.entry}`,
              formats: ['iife'],
              name: 'ticketingParadise',
              fileName: () => `${script.name}.js`,
            },
          },
        });
      }
    },
  };
}
