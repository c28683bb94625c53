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
    // npm hoisting left two copies of @mantine/core (9.7.3 under web/, 9.7.4 at the root for
    // @mantine/dates); two copies mean two theme contexts, so force one of each.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
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
  },
});
