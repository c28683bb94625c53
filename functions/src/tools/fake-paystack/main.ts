/**
 * `node functions/lib/fake-paystack.js`: the fake Paystack as a process, for the local stack
 * and the tests. FAKE_PAYSTACK_PORT, PAYSTACK_SECRET_KEY and FAKE_PAYSTACK_WEBHOOK_URL
 * configure it; FAKE_PAYSTACK_TRANSFER_OUTCOME (success, failed, reversed or pending) is how
 * transfers end when nothing else decides, FAKE_PAYSTACK_TRANSFER_SETTLE_MS how long they stay
 * pending first, FAKE_PAYSTACK_FAULTS the faults to inject (faults.ts; server.ts has the
 * other switches); FAKE_PAYSTACK_CHECK_ANSWERS=true checks every answer against Paystack's
 * OpenAPI description (the tests' stacks). Not deployed (firebase.json ignores it).
 */
import { transferOutcomes } from './banks';
import { faultPlan } from './faults';
import { createFakePaystack } from './server';

function transferOutcome() {
  const asked = process.env.FAKE_PAYSTACK_TRANSFER_OUTCOME;
  if (!asked) return undefined;
  const outcome = transferOutcomes.find((candidate) => candidate === asked);
  if (!outcome) {
    throw new Error(`FAKE_PAYSTACK_TRANSFER_OUTCOME is one of ${transferOutcomes.join(', ')}`);
  }
  return outcome;
}

function settleMs() {
  const asked = process.env.FAKE_PAYSTACK_TRANSFER_SETTLE_MS;
  if (!asked) return undefined;
  const ms = Number(asked);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error('FAKE_PAYSTACK_TRANSFER_SETTLE_MS is a whole number of milliseconds');
  }
  return ms;
}

/** FAKE_PAYSTACK_FAULTS: a fault plan as `POST /_fake/faults` takes it (faults.ts). */
function faults() {
  const asked = process.env.FAKE_PAYSTACK_FAULTS;
  if (!asked) return undefined;
  const plan = faultPlan.safeParse(JSON.parse(asked));
  if (!plan.success) {
    const issue = plan.error.issues[0];
    throw new Error(`FAKE_PAYSTACK_FAULTS: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return plan.data;
}

async function main(): Promise<void> {
  const secretKey = process.env.PAYSTACK_SECRET_KEY;
  if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is not set');
  const fake = createFakePaystack({
    secretKey,
    webhookUrl: process.env.FAKE_PAYSTACK_WEBHOOK_URL,
    transferOutcome: transferOutcome(),
    transferSettleMs: settleMs(),
    faults: faults(),
    checkAnswers: process.env.FAKE_PAYSTACK_CHECK_ANSWERS === 'true',
    log: (message) => console.log(`[fake paystack] ${message}`),
  });
  const url = await fake.listen(Number(process.env.FAKE_PAYSTACK_PORT ?? 5090));
  console.log(`[fake paystack] listening at ${url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[fake paystack] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
