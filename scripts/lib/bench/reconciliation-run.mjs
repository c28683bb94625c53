// Part 4 of bench:money: the seeded month reconciled against Paystack's records.
// The fake Paystack (on a port of its own, with a clock the seeding moves) is given what
// Paystack would hold: a paid charge for each order at its time, with the card fee, the
// refunds, and the two transfers (one the bank sent back). Each order gets its document as
// checkout and refunds leave it, since the reconciliation finds an event's ledger through
// its orders. Three differences are planted, and the report must list exactly those:
//   - a charge at the gateway that is nobody's order (charge_missing_in_ledger),
//   - a refund the gateway made that the ledger never heard of (refund_missing_in_ledger),
//   - an order whose charge the gateway never had (charge_missing_at_gateway).
// Timed: the production use case (`reconcile`) with the production Paystack adapter over
// HTTP, for the 31 days of sales.
import { performance } from 'node:perf_hooks';

const secretKey = 'sk_test_bench_reconciliation';
const dayMs = 24 * 3600 * 1000;
/** Firestore's limit on the writes of one commit. */
const maxWritesPerCommit = 500;

export async function reconcileSeededMonth({ tools, docs, history }) {
  let clock = new Date(Date.parse(history.event.startsAt) - 31 * dayMs);
  const gateway = tools.createFakePaystack({ secretKey, now: () => clock, transferSettleMs: 0 });
  const baseUrl = await gateway.listen(0);
  let requests = 0;
  gateway.server.on('request', () => requests++);
  try {
    const at = (iso) => (clock = new Date(iso));
    const planted = plantedDifferences(history.sales);
    seedCharges(gateway, history.sales, planted, at);
    await seedTransfers(gateway, baseUrl, history.payouts, at);
    await writeOrders(tools, docs, history);
    // The embedded triggers see every order written: they finish before the clock starts.
    await tools.whenTriggersSettle();
    const period = periodOf(history.event);
    const payouts = tools.createPaystackPayouts({ baseUrl, secretKey });
    requests = 0;
    const started = performance.now();
    const report = await tools.reconcile({ services: { docs, payouts }, ...period });
    const ms = performance.now() - started;
    const gatewayRequests = requests;
    // The gateway's part alone: its three lists over the window the use case reads.
    const listedFrom = performance.now();
    const window = tools.readingWindow(period);
    await Promise.all([
      payouts.listTransactions(window),
      payouts.listRefunds(window),
      payouts.listTransfers(window),
    ]);
    const gatewayMs = performance.now() - listedFrom;
    const refunds = history.sales.filter((sale) => sale.refundedAt).length;
    return {
      ms,
      gatewayMs,
      gatewayRequests,
      period,
      // What the use case reads from the ledger: each order's sale and card fee, and refunds.
      entries: history.sales.length * 2 + refunds,
      report,
      wrong: wrongDifferences(report, planted),
    };
  } finally {
    await gateway.close();
  }
}

/** The references of the three planted differences, picked among orders never refunded. */
function plantedDifferences(sales) {
  const kept = sales.filter((sale) => !sale.refundedAt);
  return {
    strayCharge: 'bench-stray-charge-0001',
    refundUnknownToLedger: kept[100].orderId,
    chargeUnknownToGateway: kept[200].orderId,
  };
}

function seedCharges(gateway, sales, planted, at) {
  for (const { orderId, order, at: paidAt } of sales) {
    if (orderId === planted.chargeUnknownToGateway) continue;
    at(paidAt);
    gateway.recordPayment({
      reference: orderId,
      email: `buyer-${orderId.toLowerCase()}@example.com`,
      amount: order.amount,
      currency: order.currency,
    });
  }
  const middle = sales[Math.floor(sales.length / 2)];
  at(middle.at);
  gateway.recordPayment({
    reference: planted.strayCharge,
    email: 'stray@example.com',
    amount: 15_000,
    currency: 'ZAR',
  });
  // Refunds after every charge, each at its own time, as the gateway dates them.
  const refunds = sales.filter((sale) => sale.refundedAt);
  const unknown = sales.find((sale) => sale.orderId === planted.refundUnknownToLedger);
  const dated = [
    ...refunds,
    { ...unknown, refundedAt: new Date(Date.parse(unknown.at) + 3_600_000).toISOString() },
  ];
  for (const { orderId, refundedAt } of dated.sort((a, b) =>
    a.refundedAt.localeCompare(b.refundedAt),
  )) {
    at(refundedAt);
    gateway.recordRefund(orderId);
  }
}

async function seedTransfers(gateway, baseUrl, payouts, at) {
  const post = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.status) throw new Error(`fake Paystack ${path}: ${answer.message}`);
    return answer.data;
  };
  const recipient = await post('/transferrecipient', {
    type: 'basa',
    name: 'Highveld Events (Pty) Ltd',
    account_number: '1000000001',
    bank_code: '051001',
    currency: 'ZAR',
  });
  for (const payout of payouts) {
    at(payout.at);
    gateway.settleTransfer(payout.reference, payout.outcome);
    await post('/transfer', {
      source: 'balance',
      amount: payout.amount,
      recipient: recipient.recipient_code,
      reference: payout.reference,
      currency: 'ZAR',
      reason: 'Highveld Summer Festival',
    });
    await gateway.webhooksDelivered();
  }
}

/** Each order's document as checkout and refunds leave it, 500 to a commit. */
/** The planted refund is only at the gateway: its order stays paid. */
async function writeOrders(tools, docs, history) {
  const { event, sales } = history;
  const records = sales.map(({ orderId, order, at, refundedAt }) => [
    tools.paths.order(orderId),
    {
      eventId: event.id,
      uid: `bench-buyer-${orderId}`,
      email: `buyer-${orderId.toLowerCase()}@example.com`,
      requestId: `bench-request-${orderId}`,
      items: [],
      amount: order.amount,
      currency: order.currency,
      charge: order.charge,
      status: refundedAt ? 'refunded' : 'paid',
      createdAt: new Date(Date.parse(at) - 60_000).toISOString(),
      holdExpiresAt: new Date(Date.parse(at) + 540_000).toISOString(),
      paidAt: at,
      payment: {
        accessCode: `bench${orderId}`,
        authorizationUrl: `https://checkout.paystack.com/bench${orderId}`,
      },
      ...(refundedAt
        ? {
            refund: { reason: 'Refunded by the organiser', at: refundedAt, refundedAt },
            refundedAt,
          }
        : {}),
    },
  ]);
  for (let next = 0; next < records.length; next += maxWritesPerCommit) {
    const batch = records.slice(next, next + maxWritesPerCommit);
    await docs.runTransaction(async (tx) => {
      for (const [docPath, data] of batch) tx.set(docPath, data);
    });
  }
}

/** The 31 UTC days of sales: the longest period one reconciliation takes. */
function periodOf(event) {
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const to = Date.parse(event.startsAt);
  return { from: day(to - 30 * dayMs), to: day(to) };
}

/** What the report gets wrong: differences not planted, or planted ones it missed. */
function wrongDifferences(report, planted) {
  const expected = new Map([
    [planted.strayCharge, 'charge_missing_in_ledger'],
    [planted.refundUnknownToLedger, 'refund_missing_in_ledger'],
    [planted.chargeUnknownToGateway, 'charge_missing_at_gateway'],
  ]);
  const found = report.differences.map((d) => `${d.kind} ${d.reference}`);
  const wanted = [...expected].map(([reference, kind]) => `${kind} ${reference}`);
  return [
    ...found.filter((line) => !wanted.includes(line)).map((line) => `unexpected ${line}`),
    ...wanted.filter((line) => !found.includes(line)).map((line) => `missed ${line}`),
  ];
}
