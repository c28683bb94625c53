// `npm run test:emulated -- [--backend firebase] [vitest filters]`: builds, then runs only the
// emulator layers (integration and e2e), or the files named, e.g.
// `npm run test:emulated -- e2e/profile` or `npm run test:emulated -- --backend firebase tests/`;
// contract files named run too (on Firestore with --backend firebase, beside SQLite).
// Set TEST_PORT_OFFSET (say 100) to run beside another test run.
import './lib/require-node-22.mjs';
import { parseArgs } from 'node:util';
import {
  buildForTests,
  chromiumPathOrExit,
  firestoreEnvForTests,
  runInEmulators,
  testStack,
} from './lib/test-stack.mjs';

const { values, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: { backend: { type: 'string', default: 'embedded' } },
});
const backend = values.backend;
const chromiumPath = chromiumPathOrExit();
const firestoreEnv = backend === 'firebase' ? await firestoreEnvForTests() : {};
if (!firestoreEnv) process.exit(1);
const projects = ['--project', 'integration', '--project', 'e2e'];
if (filters.some((filter) => filter.includes('contract'))) projects.push('--project', 'contract');
const stack = testStack();
await buildForTests(stack);
try {
  const dataDir = await runInEmulators(stack, [[[...projects, ...filters]]], {
    chromiumPath,
    backend,
    firestoreEnv,
    screenshots: true,
  });
  console.log(`Test data and screenshots: ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
