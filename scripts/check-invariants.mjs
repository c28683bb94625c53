// `npm run check:invariants -- [--backend embedded|firebase] [--json]`
// Checks what must hold of money and tickets once everything has settled (functions/src/
// domain/invariants.ts) over the local stack's store, its fake Paystack (port 5090,
// FAKE_PAYSTACK_PORT) and its mail outbox: sold within capacity, the allocator's stock equal
// to the holds and tickets, every charge with its tickets or its refund, and the rest. Prints
// each invariant with how many things it checked; exits 1 when any is violated.
//
// Run it on `npm start`'s stack after a fault run or a soak. The fake keeps its records in
// memory, so only orders made since the stack last started can be checked against it: pass
// that time as --since (orders from before it are checked in the store only).
import './lib/require-node-22.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage =
  'Usage: npm run check:invariants -- [--backend embedded|firebase] [--since ISO-time] [--json]';
const { values } = storeScriptArgs(usage, {
  options: { json: { type: 'boolean', default: false }, since: { type: 'string' } },
  check: ({ since }) => since === undefined || !Number.isNaN(Date.parse(since)),
});

const tools = await loadStoreTools('checkStoreInvariants');
try {
  const config = tools.readRuntimeConfig(storeEnvironment({ backend: values.backend }));
  const since = values.since && new Date(values.since).toISOString();
  const results = await tools.checkStoreInvariants({ config, ...(since ? { since } : {}) });
  if (values.json) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    console.log(`Invariants of the local ${values.backend} stack:`);
    for (const { name, checked, violations } of results) {
      const verdict = violations.length === 0 ? 'holds' : `VIOLATED ${violations.length}x`;
      console.log(`  ${verdict.padEnd(14)} ${name} (${checked} checked)`);
      for (const violation of violations.slice(0, 20)) console.log(`      ${violation}`);
      if (violations.length > 20) console.log(`      ... and ${violations.length - 20} more`);
    }
  }
  process.exitCode = results.some((result) => result.violations.length > 0) ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error?.name === 'PaymentGatewayError') {
    console.error('Is the local stack running (npm start)? The fake Paystack answers there.');
  }
  process.exitCode = 2;
}
