// A month of one event's money, as production would have posted it: paid orders of one to
// four tickets (the sale, the platform's fee and its VAT as checkout charges them, the fake
// Paystack's card fee), a few of them refunded before the event, and after it a payout the
// bank rejected and one that was paid. Postings are built by the functions' own salePosting
// and refundPosting, and payouts as approvePayout and settlePayout build theirs. A seeded
// random source makes the same history on every run, apart from ids and dates.
import { randomUUID } from 'node:crypto';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;
const currency = 'ZAR';

/** mulberry32: small, fast and good enough to shape a history. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Most buyers come alone or in twos; VIP sells a sixth of what general admission does. */
function pickQuantity(random) {
  const roll = random();
  return roll < 0.5 ? 1 : roll < 0.8 ? 2 : roll < 0.92 ? 3 : 4;
}

/**
 * `orders` paid orders for `event` ({ id, uid, timeZone, startsAt, endsAt, types }), sold
 * over the 30 days before it starts (more as it nears), `refundShare` of them refunded.
 * Returns each posting (oldest first) with the documents its transaction also writes.
 */
export function ledgerHistory({ tools, platformFee, event, orders, refundShare, adminUid, newId }) {
  const random = seededRandom(20_250_101);
  const startsAtMs = Date.parse(event.startsAt);
  const endsAtMs = Date.parse(event.endsAt);
  const salesFromMs = startsAtMs - 30 * dayMs;
  const organiser = { uid: event.uid, timeZone: event.timeZone };
  const [general, vip] = event.types;
  const { paths } = tools;
  const postings = [];
  /** Each paid order as the gateway saw it: the reconciliation's other side. */
  const sales = [];

  for (let i = 0; i < orders; i++) {
    // sqrt of a uniform number leans late: sales pick up as the event nears.
    const atMs = salesFromMs + Math.floor((startsAtMs - salesFromMs) * Math.sqrt(random()));
    const type = random() < 0.85 ? general : vip;
    const quantity = pickQuantity(random);
    const perTicket = tools.ticketCharge(type.price, currency, platformFee, 'absorbed');
    const order = {
      eventId: event.id,
      currency,
      amount: perTicket.buyerPays * quantity,
      charge: {
        feeMode: 'absorbed',
        platformFee: perTicket.platformFee * quantity,
        vat: perTicket.vat * quantity,
      },
    };
    const orderId = newId();
    const fees = tools.cardFees(order.amount);
    const at = new Date(atMs).toISOString();
    postings.push({ posting: tools.salePosting(orderId, order, organiser, { fees }, at) });
    const sale = { orderId, order, at };
    sales.push(sale);
    if (random() < refundShare) {
      // Refunded within three days, and before the doors open.
      const refundAtMs = Math.min(atMs + hourMs + random() * 3 * dayMs, startsAtMs - 60_000);
      const refundAt = new Date(Math.max(refundAtMs, atMs + 1)).toISOString();
      postings.push({ posting: tools.refundPosting(orderId, order, organiser, refundAt) });
      sale.refundedAt = refundAt;
    }
  }
  postings.sort((a, b) => a.posting.at.localeCompare(b.posting.at));

  // Everything sold and refunded is owed once the event is over: the whole balance is paid.
  const balance = postings
    .flatMap(({ posting }) => posting.entries)
    .reduce((sum, entry) => sum + entry.amount, 0);
  const payoutPosting = (reference, at, kind) => ({
    eventId: event.id,
    uid: event.uid,
    currency,
    reference,
    at,
    timeZone: event.timeZone,
    entries: [
      { kind, amount: tools.signed(kind, balance), ...(kind === 'payout' ? { by: adminUid } : {}) },
    ],
  });
  const payoutRecord = (at, settledAt, status) => ({
    eventId: event.id,
    uid: event.uid,
    currency,
    amount: balance,
    status,
    recipientCode: 'RCP_bench0000000001',
    bankName: 'Standard Bank',
    accountLast4: '4321',
    approvedBy: adminUid,
    createdAt: at,
    updatedAt: settledAt,
    attempts: 1,
    transferCode: `TRF_${newId()}`,
    gatewayStatus: status === 'paid' ? 'success' : 'reversed',
    settledAt,
    ...(status === 'reversed' ? { failureReason: 'The bank sent the transfer back' } : {}),
  });
  const iso = (ms) => new Date(ms).toISOString();
  // As approvePayout names them: Paystack takes only lowercase transfer references.
  const [rejected, paid] = [`po_${randomUUID()}`, `po_${randomUUID()}`];
  const rejectedAt = iso(endsAtMs + 2 * dayMs);
  const rejectedBackAt = iso(endsAtMs + 2 * dayMs + 2 * hourMs);
  const paidAt = iso(endsAtMs + 2 * dayMs + 4 * hourMs);
  const paidSettledAt = iso(endsAtMs + 2 * dayMs + 5 * hourMs);
  postings.push(
    {
      posting: payoutPosting(rejected, rejectedAt, 'payout'),
      writes: [[paths.payout(rejected), payoutRecord(rejectedAt, rejectedBackAt, 'reversed')]],
    },
    { posting: payoutPosting(rejected, rejectedBackAt, 'payout_reversed') },
    {
      posting: payoutPosting(paid, paidAt, 'payout'),
      writes: [
        [paths.payout(paid), payoutRecord(paidAt, paidSettledAt, 'paid')],
        [paths.payoutLock(event.id, currency), { inFlight: null, updatedAt: paidSettledAt }],
      ],
    },
  );
  const payouts = [
    { reference: rejected, amount: balance, at: rejectedAt, outcome: 'reversed' },
    { reference: paid, amount: balance, at: paidAt, outcome: 'success' },
  ];
  return { postings, sales, payouts };
}
