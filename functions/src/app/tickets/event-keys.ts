import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { AlreadyExistsError, type DocStore } from '../../ports/doc-store';
import type { Clock } from '../../ports/clock';
import { paths } from '../../paths';
import type { EventKeyRecord } from '../check-in/door-records';
import { publicKeyFromRaw, rawPublicKey } from './ticket-signature';

export type EventKeys = { privateKey: KeyObject; publicKey: KeyObject; publicKeyRaw: string };

/**
 * Keys never change once made, so each process keeps the ones it has read. The map is
 * emptied when it grows large, which bounds memory whatever the number of events.
 */
const cached = new Map<string, EventKeys>();
const cacheLimit = 1000;

function remember(eventId: string, record: EventKeyRecord): EventKeys {
  const keys: EventKeys = {
    privateKey: createPrivateKey({
      key: Buffer.from(record.privateKey, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    }),
    publicKey: publicKeyFromRaw(record.publicKey),
    publicKeyRaw: record.publicKey,
  };
  if (cached.size >= cacheLimit) cached.clear();
  cached.set(eventId, keys);
  return keys;
}

function newKeyRecord(now: Date): EventKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
    publicKey: rawPublicKey(publicKey),
    createdAt: now.toISOString(),
  };
}

/** The event's keys when they were ever made; undefined otherwise (no ticket was signed). */
export async function findEventKeys(
  docs: DocStore,
  eventId: string,
): Promise<EventKeys | undefined> {
  const known = cached.get(eventId);
  if (known) return known;
  const record = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data;
  return record ? remember(eventId, record) : undefined;
}

/**
 * First uses under way in this process, by event: at a waiting room's opening a thousand
 * buyers are let in at once, and each would otherwise start the same transaction on the one
 * key document (on Firestore they queue on its lock and time out).
 */
const making = new Map<string, Promise<EventKeys>>();

/**
 * The event's signing keys, made on first use. Two first users at once end with the same
 * pair: in one process they share one attempt; across processes the transaction creates the
 * record only if it is still missing, and whoever loses the race reads the winner's.
 */
export function eventKeys(
  services: { docs: DocStore; clock: Clock },
  eventId: string,
): Promise<EventKeys> {
  const known = cached.get(eventId);
  if (known) return Promise.resolve(known);
  const underWay = making.get(eventId);
  if (underWay) return underWay;
  // Shared from the first read on: a caller whose read began before another's attempt ended
  // would not see the keys that attempt made, and would start a second.
  const attempt = findOrMake(services, eventId).finally(() => making.delete(eventId));
  making.set(eventId, attempt);
  return attempt;
}

async function findOrMake(
  services: { docs: DocStore; clock: Clock },
  eventId: string,
): Promise<EventKeys> {
  return (await findEventKeys(services.docs, eventId)) ?? makeEventKeys(services, eventId);
}

/** One attempt at the first use (exported for the race across processes in tests). */
export async function makeEventKeys(
  { docs, clock }: { docs: DocStore; clock: Clock },
  eventId: string,
): Promise<EventKeys> {
  const path = paths.eventKey(eventId);
  try {
    const record = await docs.runTransaction(async (tx) => {
      const existing = (await tx.get<EventKeyRecord>(path)).data;
      if (existing) return existing;
      const made = newKeyRecord(clock.now());
      tx.create(path, made);
      return made;
    });
    return remember(eventId, record);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    const record = (await docs.get<EventKeyRecord>(path)).data;
    if (!record) throw error;
    return remember(eventId, record);
  }
}
