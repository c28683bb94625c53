import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { eventPageBuild } from './event-page-build';
import { listingPageBuild } from './listing-page-build';
import { widgetBuild } from './widget-build';
import { apiReferenceBuild } from './api-reference-build';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** What the app's build and the event page's own (event-page-build.ts) share; fresh plugins each. */
const shared = (): Pick<UserConfig, 'plugins' | 'resolve'> => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': fromHere('../functions/src/contract'),
      '@': fromHere('./src'),
    },
    // Two copies of a context-holding library mean two contexts (a theme nobody sees), so
    // insist on one of each whatever npm's hoisting does.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
});

export default defineConfig({
  ...shared(),
  plugins: [
    react(),
    eventPageBuild(shared),
    listingPageBuild(shared),
    widgetBuild(shared),
    apiReferenceBuild(),
  ],
  build: {
    // Read by scripts/bench-web.mjs: which files a first visit of each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the landing page starts without the router (src/main.tsx).
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // One file rather than the five or so the automatic split makes of it (each file
            // costs its own gzip and import overhead): smaller first loads for every page with
            // schemas. The public event page's own build (event-page-build.ts) is apart.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // The Hosting emulator serves /api/** by rewriting to the functions, as production does.
    proxy: { '/api': 'http://127.0.0.1:5000' },
    // Test builds land in web/dist-test*; they are not sources to reload for.
    watch: { ignored: ['**/dist/**', '**/dist-test*/**'] },
  },
});
