import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { eventPageModules } from './event-page-modules';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), eventPageModules()],
  resolve: {
    alias: {
      '@contract': fromHere('../functions/src/contract'),
      '@': fromHere('./src'),
    },
    // Two copies of a context-holding library mean two contexts (a theme nobody sees), so
    // insist on one of each whatever npm's hoisting does.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    // Read by scripts/bench-web.mjs: which files a first visit of each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
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
