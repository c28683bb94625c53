import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
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
  build: {
    // Read by scripts/bench-web.mjs: which files a first visit of each route loads.
    manifest: true,
    rolldownOptions: {
      // The app, and the server-rendered public event page's own small entry (event.html,
      // read by the function that serves /event/{id}; src/event-page/main.tsx says why).
      input: { main: fromHere('./index.html'), event: fromHere('./event.html') },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the server-rendered event page has no router.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
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
