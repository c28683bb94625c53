// What the soak's people do (scripts/soak.mjs): buyers, organisers refunding, scanning at the
// door and cancelling, administrators approving. Each action goes through the app's own use
// cases against the store and the fake Paystack, and says how it ended in a word, for the
// tally. Errors the app answers on purpose (sold out, a gateway that failed) are outcomes,
// not failures of the soak.

const organiser = { uid: 'soak-organiser', isAdmin: false };
const admin = { uid: 'soak-admin', isAdmin: true };
const organiserUser = {
  uid: organiser.uid,
  email: 'organiser@example.com',
  emailVerified: true,
  isAnonymous: false,
  isAdmin: false,
  signedInAt: new Date(),
};

/** An outcome's word: an AppError's code, a gateway failure, or the error's name. */
export function outcomeOf(error) {
  // A conflict's reason matters (sold out meanwhile, already checked in, ...): its words.
  if (error?.code === 'conflict') return `conflict (${String(error.message).split(' on ')[0]})`;
  if (error?.code) return error.code;
  if (error?.name === 'PaymentGatewayError') return 'gateway_error';
  return `error: ${error?.message ?? error}`;
}

/** A ticketed event approved for sale: two types, through the app's use cases. */
export async function createSoakEvent(tools, services, index, capacity) {
  const startsAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const event = await tools.createEvent({
    services,
    ownerUid: organiser.uid,
    input: {
      name: `Soak event ${index}`,
      description: 'Sold while things fail.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 4 * 3600 * 1000).toISOString(),
      types: [
        { name: 'General', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 4 },
        {
          name: 'VIP',
          price: 45000,
          currency: 'ZAR',
          capacity: Math.ceil(capacity / 4),
          maxPerOrder: 2,
        },
      ],
    },
  });
  await tools.decideApproval({
    services,
    eventId: event.id,
    decision: { approved: true },
    adminUid: admin.uid,
  });
  return event;
}

/**
 * One buyer: presses Buy (pressing again now and then, as a double click does), pays in the
 * popup or walks away, and their page confirms (or closes first, leaving it to the webhook).
 */
export async function buy(tools, services, { random, events, buyerIndex }) {
  const event = events[Math.floor(random() * events.length)];
  const type = event.types[random() < 0.8 ? 0 : 1];
  const uid = `soak-buyer-${buyerIndex}`;
  const input = {
    eventId: event.id,
    email: `buyer${buyerIndex}@example.com`,
    items: [{ typeId: type.id, quantity: 1 + Math.floor(random() * 2) }],
    requestKey: `soak-${buyerIndex}-${Math.floor(random() * 1e9)}`,
  };
  const press = () =>
    tools.beginTransaction(services, {
      input,
      identifyBuyer: async () => uid,
      claimedBuyer: () => uid,
      waitMs: 4_000,
    });
  let answer;
  try {
    answer = await press();
    if (random() < 0.05) answer = await press();
  } catch (error) {
    return `buy: ${outcomeOf(error)}`;
  }
  if (answer.status !== 'held') return `buy: ${answer.status}`;
  const roll = random();
  if (roll < 0.08) return 'buy: walked away';
  const pay = roll < 0.12 ? 'decline' : 'pay';
  await fetch(`${answer.authorizationUrl}/${pay}`, { method: 'POST' });
  if (random() < 0.3) return `buy: ${pay}, page closed`;
  try {
    const confirmed = await tools.confirmPayment(services, answer.reference);
    return `buy: ${pay}, ${confirmed.status}`;
  } catch (error) {
    return `buy: ${pay}, confirm ${outcomeOf(error)}`;
  }
}

/** Picks one of the orders with `status` (most recent first), or undefined. */
async function someOrder(services, random, status) {
  const orders = await services.docs.query({
    collection: 'orders',
    where: [{ field: 'status', op: '==', value: status }],
    limit: 40,
  });
  return orders[Math.floor(random() * orders.length)];
}

export async function refund(tools, services, { random }) {
  const order = await someOrder(services, random, 'paid');
  if (!order) return 'refund: none paid';
  try {
    const outcome = await tools.refundPaidOrder(services, order.id, {
      voidReason: 'refunded',
      reason: 'Refunded by the soak',
      by: organiser.uid,
    });
    return `refund: ${outcome.state}`;
  } catch (error) {
    return `refund: ${outcomeOf(error)}`;
  }
}

export async function scan(tools, services, { random }) {
  const order = await someOrder(services, random, 'paid');
  const code = order?.data.ticketCodes?.[0];
  if (!code) return 'scan: none paid';
  try {
    await tools.checkInAttendee({
      services,
      eventId: order.data.eventId,
      code,
      user: organiserUser,
    });
    return 'scan: admitted';
  } catch (error) {
    return `scan: ${outcomeOf(error)}`;
  }
}

export async function cancel(tools, services, { event }) {
  try {
    const answer = await tools.cancelEvent({
      services,
      eventId: event.id,
      viewer: organiser,
      reason: 'The soak cancels it',
    });
    return `cancel: ${answer.status ?? 'done'}`;
  } catch (error) {
    return `cancel: ${outcomeOf(error)}`;
  }
}
