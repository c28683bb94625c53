import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import { moduleMockingTests } from './scripts/lib/module-mocking-tests.mjs';

/**
 * The wrapping key of events' signing keys in tests that sign tickets in-process (the
 * functions' tests): a new one each run, as no test data outlives it.
 */
const testWrappingKeys = { TICKET_KEY_WRAPPING_KEYS: `test:${randomBytes(32).toString('base64')}` };

/**
 * Test layers, run by scripts/test.mjs in this order:
 * unit (pure code, the functions' and the scripts') and web (components in jsdom), contract
 * (DocStore adapters), then integration and e2e inside `firebase emulators:exec`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The scripts' pure modules too (the drop model), not their runs against emulators.
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['functions/src/**/*.contract.test.ts', ...moduleMockingTests],
          environment: 'node',
          // One module graph per worker, shared by its files: importing the app's modules
          // afresh for each file took half of this project's time (27 s became 14 s).
          isolate: false,
          env: testWrappingKeys,
        },
      },
      {
        test: {
          name: 'unit-mocking-modules',
          include: moduleMockingTests,
          environment: 'node',
          env: testWrappingKeys,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, each test file still in a context of its own: creating jsdom
          // for every file took over a third of this project's time.
          pool: 'vmThreads',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['functions/src/**/*.contract.test.ts'],
          environment: 'node',
          // As for unit: importing the Firestore client and the app for each of these files
          // took 45 % of this project's time on SQLite (58 s became 33 s).
          isolate: false,
          env: testWrappingKeys,
          // Contended transactions on the Firestore emulator wait out its 2 s lock timeout
          // (several in a row on a busy machine); the default 5 s turned that into failures.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // One after another in one worker, its modules kept: a fresh worker for each of
          // these files cost about a second (55 s became 39 s on the embedded stack).
          isolate: false,
          testTimeout: 30_000,
          // A file's setup (organisers, an approved event, paid orders) is the first work of a
          // cold stack when its file runs first: with both emulator layers starting at once, the
          // Functions emulator's first workers took a minute to answer it (CI, 2026-11-28).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // As long as support/browser.ts's `shows` waits: a page that loads its data on a
          // busy machine took longer than expect.poll's default second.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
