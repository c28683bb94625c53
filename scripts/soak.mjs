// `npm run soak -- [--minutes N] [--seed S] [--people K] [--capacity C]
//                 [--backend embedded|firebase]`
// A bounded soak on loopback (issue 26): K people buy, pay or walk away, refund, scan at the
// door, cancel an event and approve new ones, through the app's own use cases on the embedded
// store (or a Firestore emulator started for the soak alone), for N minutes, while the fake
// Paystack misbehaves at random (5xx, timeouts, work done but never answered, webhooks
// dropped, doubled or late) and the clock jumps past hold expiries. The seed, printed first,
// replays the faults and the choices. Then it stops the faults, lets everything settle (the
// sweeps the schedules run), and checks every invariant of money and tickets over the whole
// store and the gateway. Exits 1 on a violation. On Firestore it then runs the crash harness's
// Firestore side with each killed transaction's locks left to expire (60 s each), which the
// test layer rolls back instead (crash-at-every-step.contract.test.ts).
import './lib/require-node-22.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { oneOf, usage, wholeNumber } from './lib/bench/args.mjs';
import { allocatorLoop } from './lib/bench/allocator-loop.mjs';
import { repoRoot } from './lib/local-stack.mjs';
import { soakInFirestoreEmulator } from './lib/soak/soak-in-firestore-emulator.mjs';
import { localWrappingKeys } from './lib/local-wrapping-keys.mjs';
import { run } from './lib/run.mjs';
import { buy, cancel, createSoakEvent, refund, scan } from './lib/soak/soak-actions.mjs';
import { seededRandom, soakFaultPlan } from './lib/soak/soak-faults.mjs';

const { minutes, seed, people, capacity, backend } = usage(() => {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string' },
      seed: { type: 'string' },
      people: { type: 'string' },
      capacity: { type: 'string' },
      backend: { type: 'string', default: 'embedded' },
    },
  });
  return {
    backend: oneOf(values, 'backend', ['embedded', 'firebase'], 'embedded or firebase'),
    minutes: wholeNumber(values, 'minutes', { fallback: 2 }),
    seed: wholeNumber(values, 'seed', { fallback: Math.floor(Math.random() * 2 ** 31) }),
    people: wholeNumber(values, 'people', { fallback: 8 }),
    capacity: wholeNumber(values, 'capacity', { fallback: 60 }),
  };
});
const onFirestore = backend === 'firebase';
if (onFirestore && !process.env.FIRESTORE_EMULATOR_HOST) {
  // Again, inside an emulator of its own: the seed was chosen already, so it is the same run.
  await run('npm', ['run', 'build', '-w', 'functions']);
  const args = { minutes, seed, people, capacity, backend };
  process.exit(await soakInFirestoreEmulator(import.meta.filename, args));
}
console.log(
  `Soak: seed ${seed}, ${minutes} min, ${people} people, capacity ${capacity} a type, ` +
    `${onFirestore ? 'Firestore emulator' : 'embedded store'}`,
);
console.log(
  `(replay with: npm run soak -- --seed ${seed} --minutes ${minutes} --people ${people}` +
    `${onFirestore ? ' --backend firebase' : ''})`,
);

if (!onFirestore) await run('npm', ['run', 'build', '-w', 'functions']);
const require = createRequire(import.meta.url);
const tools = require(path.join(repoRoot, 'functions', 'lib', 'tools.js'));

// ---- the stack: embedded store in a fresh directory, the fake Paystack, our webhook ----

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'soak-'));
const secretKey = 'sk_test_soak';
const webhookServer = http.createServer((req, res) => webhookApp(req, res));
await new Promise((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
const fake = tools.createFakePaystack({
  secretKey,
  webhookUrl: `http://127.0.0.1:${webhookServer.address().port}/`,
  webhookAttempts: 3,
});
const paystackUrl = await fake.listen(0);
const services = tools.createServices(
  tools.readRuntimeConfig({
    BACKEND: backend,
    EMBEDDED_DATA_DIR: dataDir,
    GCLOUD_PROJECT: 'demo-soak',
    PAYSTACK_BASE_URL: paystackUrl,
    PAYSTACK_SECRET_KEY: secretKey,
    TICKET_KEY_WRAPPING_KEYS: localWrappingKeys(dataDir),
  }),
);
// A timeout fault costs the caller its patience: 2 s here, 15 s in production.
services.payments = tools.createPaystackGateway({
  baseUrl: paystackUrl,
  secretKey,
  timeoutMs: 2_000,
});
// No Auth emulator here: the organiser's account (for the approval email) is a fixed one.
const account = (uid) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  disabled: false,
  isAdmin: false,
});
services.identity = {
  ...services.identity,
  getAccount: async (uid) => account(uid),
  getAccounts: async (uids) => uids.map(account),
};
const webhookApp = tools.createPaystackWebhookApp(services);
// Clock jumps: the app's clock runs ahead of the machine's by `skewMs` (holds lapse at once).
let skewMs = 0;
const machineNow = services.clock.now.bind(services.clock);
services.clock.now = () => new Date(machineNow().getTime() + skewMs);

// On Firestore, the allocator's trigger (production: one instance, retried); the embedded
// store's own change consumer runs it there.
const allocator = allocatorLoop(() => tools.allocatePurchases(services));
const allocatorTrigger = onFirestore ? setInterval(() => allocator.kick(), 20) : undefined;

const random = seededRandom(seed);
const events = [];
for (let index = 0; index < 3; index++) {
  events.push(await createSoakEvent(tools, services, index, capacity));
}
await tools.whenTriggersSettle();
fake.faults.set(soakFaultPlan(seed));

// ---- the load ----

const tally = new Map();
const count = (what) => tally.set(what, (tally.get(what) ?? 0) + 1);
const deadline = Date.now() + minutes * 60_000;
let buyers = 0;
let cancelled = false;
let clockJumps = 0;

async function person() {
  while (Date.now() < deadline) {
    const roll = random();
    if (roll < 0.7) count(await buy(tools, services, { random, events, buyerIndex: buyers++ }));
    else if (roll < 0.8) count(await refund(tools, services, { random }));
    else if (roll < 0.93) count(await scan(tools, services, { random }));
    else if (roll < 0.95) {
      events.push(await createSoakEvent(tools, services, events.length, capacity));
      count('approve: new event on sale');
    } else if (roll < 0.96 && !cancelled && Date.now() > deadline - (minutes * 60_000) / 2) {
      cancelled = true;
      count(await cancel(tools, services, { event: events[0] }));
    } else if (roll < 0.975) {
      // Past every hold's end: the allocator returns them; a later jump makes their payments due.
      skewMs += 16 * 60_000;
      clockJumps += 1;
      count('clock: jumped 16 minutes');
    }
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: people }, person));
const loadSeconds = (Date.now() - started) / 1000;

// ---- settle: no more faults; what the schedules and retries do, until nothing changes ----

const injected = fake.faults.describe().injected;
fake.faults.set({ rules: [] });
for (let round = 0; round < 3; round++) {
  skewMs += 20 * 60_000;
  await tools.allocatePurchases(services);
  await tools.resumeStalledRefunds(services);
  await tools.checkLapsedPayments(services, { limit: 1000 });
  await fake.webhooksDelivered();
  await tools.whenTriggersSettle();
  if (onFirestore) await allocator.settle();
}
clearInterval(allocatorTrigger);
// The check asks the gateway about every order: with production's patience, not the load's.
const patientPayments = tools.createPaystackGateway({ baseUrl: paystackUrl, secretKey });
const results = tools.checkInvariants(
  await tools.readInvariantFacts({ ...services, payments: patientPayments }),
);

// ---- the report ----

console.log(`\nLoad: ${loadSeconds.toFixed(0)} s, ${buyers} buyers, ${clockJumps} clock jumps`);
for (const [what, times] of [...tally].sort())
  console.log(`  ${String(times).padStart(6)}  ${what}`);
console.log('\nFaults injected by the fake Paystack:');
for (const [what, times] of Object.entries(injected).sort()) {
  console.log(`  ${String(times).padStart(6)}  ${what}`);
}
console.log('\nInvariants after settling:');
for (const { name, checked, violations } of results) {
  const verdict = violations.length === 0 ? 'holds' : `VIOLATED ${violations.length}x`;
  console.log(`  ${verdict.padEnd(14)} ${name} (${checked} checked)`);
  for (const violation of violations.slice(0, 10)) console.log(`      ${violation}`);
}
const violated = results.some((result) => result.violations.length > 0);
console.log(`\n${violated ? 'FAILED' : 'PASSED'}: seed ${seed}`);

await fake.close();
webhookServer.close();
await services.docs.close?.();
rmSync(dataDir, { recursive: true, force: true });
if (violated) process.exit(1);

// ---- on Firestore: the crash harness, its killed transactions' locks left to expire ----

// The test layer rolls back the transaction a killed sale left open; here each restart waits
// out the emulator's 60 s lock expiry instead, retrying as production's triggers do.
if (onFirestore) {
  console.log('\nCrash harness on Firestore, waiting out the locks of killed transactions:');
  try {
    await run(
      'npx',
      [
        ...['vitest', 'run', '--project', 'contract'],
        'functions/src/app/invariants/crash-at-every-step.contract.test.ts',
      ],
      {
        env: {
          ...process.env,
          CRASH_HARNESS_WAIT_FOR_LOCKS: 'true',
          SKIP_SQLITE_CONTRACTS: 'true',
        },
      },
    );
  } catch (error) {
    console.log(`\nFAILED: the crash harness (${error.message})`);
    process.exit(1);
  }
}
process.exit(0);
