/**
 * `node functions/lib/fake-paystack.js`: the fake Paystack as a process, for the local stack
 * and the tests. FAKE_PAYSTACK_PORT, PAYSTACK_SECRET_KEY and FAKE_PAYSTACK_WEBHOOK_URL
 * configure it. Not deployed (firebase.json ignores it).
 */
import { createFakePaystack } from './server';

async function main(): Promise<void> {
  const secretKey = process.env.PAYSTACK_SECRET_KEY;
  if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is not set');
  const fake = createFakePaystack({
    secretKey,
    webhookUrl: process.env.FAKE_PAYSTACK_WEBHOOK_URL,
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
