import { build, type Plugin, type UserConfig } from 'vite';
import { defaultThemeStyle } from './event-page-build';

/**
 * The server-rendered lists' page (listing.html: What's on and organisations' pages; the
 * function fills its `#event-page` element as it fills the event page's, see
 * functions/src/http/listing-page-markup.ts) built on its own, after the app and into the
 * same directory, as the event page is (event-page-build.ts): a stylesheet and no script, so
 * it must share no chunk with either. Its manifest is `.vite/listing-manifest.json`.
 */
export function listingPageBuild(shared: () => Pick<UserConfig, 'plugins' | 'resolve'>): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  return {
    name: 'listing-page-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        ...shared(),
        plugins: [defaultThemeStyle()],
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: '.vite/listing-manifest.json',
          rolldownOptions: { input: { listing: `${root}/listing.html` } },
        },
      });
    },
  };
}
