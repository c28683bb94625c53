// The money benchmark's store: the functions' compiled tools on a fresh embedded store in a
// temporary folder, with no Auth emulator (see offline-identity.mjs), holding one approved
// event whose organiser sold `orders` orders over a month, refunded a few and was paid out.
// Every posting goes through prepareLedgerPosting, as fulfilment, refunds and payouts post
// them, a few hundred to a transaction (see writePostings), so the shards and their byDay
// maps are production's own.
// The caller removes `dataDir` when it is done.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ledgerHistory } from './ledger-history.mjs';
import { expectedFigures } from './money-figures.mjs';
import { offlineIdentity, unsignedIdToken } from './offline-identity.mjs';
import { embeddedBenchServices } from './seeded-embedded-stack.mjs';

const dayMs = 24 * 3600 * 1000;
const organiser = { uid: 'bench-organiser', email: 'organiser@example.com' };
const adminUid = 'bench-admin';

export async function seededMoneyStack({ orders, refundShare }) {
  const { tools, services, dataDir } = embeddedBenchServices('money', {
    overrides: { identity: offlineIdentity([organiser]) },
  });
  const started = performance.now();
  let seeded;
  try {
    seeded = await seed(tools, services, { orders, refundShare });
  } catch (error) {
    await services.docs.close?.();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { event, postings, sales, payouts, transactions } = seeded;
  return {
    tools,
    services,
    dataDir,
    eventId: event.id,
    token: unsignedIdToken(organiser),
    expected: expectedFigures(postings, event.timeZone, payouts.length),
    // What the gateway saw, for the reconciliation (reconciliation-run.mjs).
    history: { event, sales, payouts },
    seeding: {
      seconds: (performance.now() - started) / 1000,
      postings: postings.length,
      refunds: postings.filter(({ posting }) => posting.entries[0].kind === 'refund').length,
      transactions,
    },
  };
}

async function seed(tools, services, { orders, refundShare }) {
  const event = await createEndedEvent(tools, services);
  const { postings, sales, payouts } = ledgerHistory({
    tools,
    platformFee: services.platformFee,
    event,
    orders,
    refundShare,
    adminUid,
    newId: () => services.docs.newId(),
  });
  const transactions = await writePostings(tools, services.docs, event.id, postings);
  await tools.whenTriggersSettle();
  return { event, postings, sales, payouts, transactions };
}

/** An approved event that ended three days ago, and its organiser's payout account. */
async function createEndedEvent(tools, services) {
  const endsAt = new Date(services.clock.now().getTime() - 3 * dayMs);
  endsAt.setUTCMinutes(0, 0, 0);
  const startsAt = new Date(endsAt.getTime() - 5 * 3600 * 1000);
  const types = [
    { name: 'General admission', price: 15000, currency: 'ZAR', capacity: 200_000 },
    { name: 'VIP lounge', price: 45000, currency: 'ZAR', capacity: 40_000 },
  ];
  const created = await tools.createEvent({
    services,
    ownerUid: organiser.uid,
    input: {
      name: 'Highveld Summer Festival',
      description: 'Three stages, forty acts and the biggest lawn in Gauteng.',
      locationText: 'Johannesburg, South Africa',
      location: { lat: -26.1588, lng: 28.0303 },
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: 'Africa/Johannesburg',
      feeMode: 'absorbed',
      types: types.map((type) => ({ ...type, maxPerOrder: 10 })),
    },
  });
  await tools.decideApproval({
    services,
    eventId: created.id,
    decision: { approved: true },
    adminUid,
  });
  const orgId = tools.personalOrganisationId(organiser.uid);
  await services.docs.set(tools.paths.payoutAccount(orgId, 'ZAR'), {
    orgId,
    uid: organiser.uid,
    currency: 'ZAR',
    recipientCode: 'RCP_bench0000000001',
    bankCode: '051',
    bankName: 'Standard Bank',
    accountLast4: '4321',
    accountHolder: 'Highveld Events (Pty) Ltd',
    changedAt: new Date(startsAt.getTime() - 60 * dayMs).toISOString(),
  });
  return {
    id: created.id,
    uid: organiser.uid,
    timeZone: 'Africa/Johannesburg',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    types,
  };
}

/** Firestore's limit on the writes of one commit, which the embedded store keeps too. */
const maxWritesPerCommit = 500;

/**
 * Writes the postings oldest first, as many to a transaction as a commit's writes allow. A
 * transaction's reads do not see its own writes, so each posting is handed a view of the
 * transaction in which the shards read as the posting before left them: it adds to those
 * totals as it would in a transaction of its own, and each shard's last state is written
 * once at the end. Returns how many transactions it took.
 */
async function writePostings(tools, docs, eventId, postings) {
  const shardPaths = Array.from({ length: tools.moneyShards }, (_, shard) =>
    tools.paths.moneyShard(eventId, tools.moneyShardId('ZAR', shard)),
  );
  const writesOf = ({ posting, writes = [] }) =>
    posting.entries.filter((entry) => entry.amount !== 0).length + writes.length;
  let transactions = 0;
  for (let next = 0; next < postings.length; transactions++) {
    const batch = [];
    let writes = shardPaths.length;
    while (next < postings.length && writes + writesOf(postings[next]) <= maxWritesPerCommit) {
      writes += writesOf(postings[next]);
      batch.push(postings[next++]);
    }
    await docs.runTransaction(async (tx) => {
      const shards = new Map((await tx.getAll(shardPaths)).map((shard) => [shard.path, shard]));
      const touched = new Set();
      const view = {
        async get(docPath) {
          if (!shards.has(docPath)) throw new Error(`Not a money shard: ${docPath}`);
          return shards.get(docPath);
        },
        create: (docPath, data) => tx.create(docPath, data),
        set(docPath, data) {
          if (!shards.has(docPath)) throw new Error(`Not a money shard: ${docPath}`);
          shards.set(docPath, { ...shards.get(docPath), data });
          touched.add(docPath);
        },
      };
      for (const { posting, writes: more = [] } of batch) {
        const post = await tools.prepareLedgerPosting(view, posting);
        for (const [docPath, data] of more) tx.set(docPath, data);
        post();
      }
      for (const docPath of touched) tx.set(docPath, shards.get(docPath).data);
    });
  }
  return transactions;
}
