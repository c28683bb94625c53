// `npm run test:emulated -- [vitest filters]`: builds, then runs only the emulator layers
// (integration and e2e), or the files named, e.g. `npm run test:emulated -- e2e/profile`.
// Set TEST_PORT_OFFSET (say 100) to run beside another test run.
import './lib/require-node-22.mjs';
import { buildForTests, chromiumPathOrExit, runInEmulators, testStack } from './lib/test-stack.mjs';

const chromiumPath = chromiumPathOrExit();
const stack = testStack();
const filters = process.argv.slice(2);
await buildForTests(stack);
try {
  const dataDir = await runInEmulators(
    stack,
    ['--project', 'integration', '--project', 'e2e', ...filters],
    { chromiumPath },
  );
  console.log(`Test data and screenshots: ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
