import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run docs:screenshots` (scripts/docs-screenshots.mjs) runs this one file inside the test
 * stack's emulators: it is not a test of `npm test`, only the pictures the docs show.
 */
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  test: {
    include: ['e2e/docs-screenshots.screens.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
