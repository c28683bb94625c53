/**
 * A child process of crash-at-every-step.contract.test.ts: a whole sale on the stack named by
 * its JSON argument (stack.ts), with FAULT_CRASH_AT naming the step at which it kills itself
 * (app/common/crash-points.ts). Three buyers press Buy and pay (two pages confirm, one closes
 * and leaves it to the webhook), the organiser refunds the first, then cancels the event.
 * It prints each step as it finishes and `done` at the end, which a crash never reaches.
 */
import { allocatePurchases } from '../../app/allocator/allocate-purchases';
import { beginTransaction } from '../../app/checkout/begin-transaction';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import { confirmPayment } from '../../app/payments/confirm-payment';
import type { Services } from '../../app/common/services';
import { cancelEvent } from '../../app/events/cancel-event';
import { refundPaidOrder } from '../../app/refunds/refund-paid-order';
import { paths } from '../../paths';
import { recordOpenTransactions } from './open-transactions';
import { saleEventId, saleTypeId } from './sale-event';
import { crashStackServices, listenForWebhooks, type CrashStackConfig } from './stack';

const organiser = { uid: 'organiser', isAdmin: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Presses Buy while the allocator answers, as its trigger does in production. */
async function press(services: Services, buyer: string, quantity: number): Promise<string> {
  let answered = false;
  const pressing = beginTransaction(services, {
    input: {
      eventId: saleEventId,
      email: `${buyer}@example.com`,
      items: [{ typeId: saleTypeId, quantity }],
      requestKey: `crash-${buyer}`,
    },
    identifyBuyer: async () => `buyer-${buyer}`,
    claimedBuyer: () => `buyer-${buyer}`,
    waitMs: 5_000,
  }).finally(() => (answered = true));
  while (!answered) {
    await allocatePurchases(services);
    await sleep(20);
  }
  const answer = await pressing;
  if (answer.status !== 'held') throw new Error(`${buyer}: ${answer.status}`);
  return answer.reference;
}

async function pay(services: Services, orderId: string): Promise<void> {
  const order = (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
  const answer = await fetch(`${order!.payment!.authorizationUrl}/pay`, { method: 'POST' });
  if (!answer.ok) throw new Error(`Paying ${orderId}: HTTP ${answer.status}`);
}

async function paidByWebhook(services: Services, orderId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const order = (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
    if (order?.status === 'paid') return;
    await sleep(50);
  }
  throw new Error(`${orderId} was not paid by the webhook`);
}

async function main(config: CrashStackConfig): Promise<void> {
  if (config.backend === 'firebase') recordOpenTransactions();
  const services = crashStackServices(config);
  await listenForWebhooks(services, config.webhookPort);
  const first = await press(services, 'a', 2);
  say(`held a ${first}`);
  await pay(services, first);
  say(`paid a: ${(await confirmPayment(services, first)).status}`);
  const second = await press(services, 'b', 1);
  await pay(services, second);
  say(`paid b: ${(await confirmPayment(services, second)).status}`);
  const refund = await refundPaidOrder(services, first, {
    voidReason: 'refunded',
    reason: 'Refunded by the organiser',
    by: organiser.uid,
  });
  say(`refunded a: ${refund.state}`);
  // This buyer's page closes once they paid: the webhook confirms.
  const third = await press(services, 'c', 1);
  await pay(services, third);
  await paidByWebhook(services, third);
  say('paid c by webhook');
  const cancelled = await cancelEvent({
    services,
    eventId: saleEventId,
    viewer: organiser,
    reason: 'The venue flooded',
  });
  say(`cancelled: ${cancelled.status}`);
  say('done');
  process.exit(0);
}

main(JSON.parse(process.argv[2]!) as CrashStackConfig).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
