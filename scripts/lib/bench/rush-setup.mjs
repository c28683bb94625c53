// What the rush benchmark (scripts/bench-rush.mjs) does in the stack's store: an approved
// event to sell, the buyers' anonymous sessions, and the audit of what was sold. The store is
// opened only around those steps, so that during the rush no allocator runs in this process.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { anonymousSessionTokens } from './anonymous-sessions.mjs';
import { auditCheckoutStore } from './audit-checkout-store.mjs';
import { authEmulatorHost, firestoreEmulatorHost, projectId, repoRoot } from '../local-stack.mjs';

const require = createRequire(import.meta.url);
const tools = () => require(path.join(repoRoot, 'functions', 'lib', 'tools.js'));

/** The stack's store, opened from this process as the functions open it. */
function openServices({ backend, env }) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authEmulatorHost;
  if (backend === 'firebase') {
    process.env.FIRESTORE_EMULATOR_HOST ??= firestoreEmulatorHost;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  return tools().createServices(tools().readRuntimeConfig({ ...env, GCLOUD_PROJECT: projectId }));
}

/** An approved event a month away with one ticket type of `capacity`, one per order. */
export async function prepareRushEvent({ choice, capacity }) {
  const services = openServices(choice);
  const startsAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const event = await tools().createEvent({
    services,
    ownerUid: 'bench-organiser',
    input: {
      name: 'Rush benchmark',
      description: 'One ticket type, many buyers at once.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 5 * 3600 * 1000).toISOString(),
      types: [
        { name: 'General admission', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 1 },
      ],
    },
  });
  await tools().decideApproval({
    services,
    eventId: event.id,
    decision: { approved: true },
    adminUid: 'bench-admin',
  });
  // Embedded: the approval's trigger runs in this process's change consumer; firebase: the
  // emulator fires it.
  if (choice.backend === 'embedded') await tools().whenTriggersSettle();
  await services.docs.close();
  return { eventId: event.id, typeId: event.types[0].id };
}

/** `count` buyers, each with an anonymous session's ID token and their purchase's body. */
export async function makeAnonymousBuyers({ authHost, event, count }) {
  const tokens = await anonymousSessionTokens(authHost, count);
  return tokens.map((token, index) => ({
    token,
    body: JSON.stringify({
      eventId: event.eventId,
      email: `rush-buyer${index}@example.com`,
      items: [{ typeId: event.typeId, quantity: 1 }],
      requestKey: randomUUID(),
    }),
  }));
}

/** What the store says after the rush: holds, stock, oversold, order of arrival. */
export async function auditRush({ choice, event, capacity }) {
  const services = openServices(choice);
  try {
    return await auditCheckoutStore({ docs: services.docs, tools: tools(), ...event, capacity });
  } finally {
    await services.docs.close();
  }
}
