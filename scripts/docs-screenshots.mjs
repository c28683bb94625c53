// `npm run docs:screenshots`: takes the screenshots in README.md and docs/ again from the running
// app. It builds for the test stack (its own ports and data, so it never disturbs `npm start`
// or another test run; set TEST_PORT_OFFSET to run beside one), starts the emulators and the
// fake Paystack with `firebase emulators:exec` and runs e2e/docs-screenshots.screens.ts there:
// it makes an event, sells a few tickets and photographs each screen into docs/images/.
// Commit the PNGs it changes.
import './lib/require-node-22.mjs';
import { buildForTests, chromiumPathOrExit, runInEmulators, testStack } from './lib/test-stack.mjs';

const started = Date.now();
const chromiumPath = chromiumPathOrExit();
const stack = testStack();
await buildForTests(stack);
try {
  await runInEmulators(stack, [[['--config', 'e2e/docs-screenshots.vitest.config.ts']]], {
    chromiumPath,
  });
  console.log(
    `Screenshots written to docs/images/ in ${Math.round((Date.now() - started) / 1000)} s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
