import { build, type Plugin, type UserConfig } from 'vite';
import { defaultThemeCss } from './event-page-theme';

/**
 * The public event page (event.html, src/event-page) built on its own, after the app and
 * into the same directory, so that it shares no chunk with the app: what its first load
 * needs (React, the Mantine components of the buy panel, the checkout) is one file rather
 * than thirty pieces cut for the app's many pages, which gzip worse and split React Router
 * and every page's shared code into the page's download. The checkout's later steps stay lazy
 * chunks of its own. Its manifest is `.vite/event-manifest.json` (the app's is
 * `.vite/manifest.json`); Hosting serves both builds' files from the one directory.
 */
export function eventPageBuild(shared: () => Pick<UserConfig, 'plugins' | 'resolve'>): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  let recording: Plugin[] = [];
  return {
    name: 'event-page-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
      // A benchmark's recording plugins (scripts/lib/bench/build-web.mjs) see this build too.
      recording = config.plugins.filter((plugin) => plugin.name.startsWith('bench-'));
    },
    async closeBundle() {
      const { plugins = [], ...rest } = shared();
      await build({
        ...rest,
        plugins: [...plugins, defaultThemeStyle(), ...recording],
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: '.vite/event-manifest.json',
          rolldownOptions: {
            input: { event: `${root}/event.html` },
            // Everything the first load runs in one file, even what the lazy steps share
            // with it (they would otherwise be cut into shared pieces, each with its imports
            // and exports, which gzip worse).
            output: {
              codeSplitting: { groups: [{ name: 'event-first-load', tags: ['$initial'] }] },
            },
          },
        },
      });
    },
  };
}

/**
 * The default theme's variables in a server-rendered page's head (event.html, listing.html;
 * event-page-theme.ts says why).
 */
export function defaultThemeStyle(): Plugin {
  return {
    name: 'event-page-default-theme',
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { 'data-default-theme': true },
        children: defaultThemeCss(),
        injectTo: 'head',
      },
    ],
  };
}
