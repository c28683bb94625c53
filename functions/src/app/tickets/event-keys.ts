import type { KeyObject } from 'node:crypto';
import { AlreadyExistsError, type DocStore } from '../../ports/doc-store';
import type { Clock } from '../../ports/clock';
import { paths } from '../../paths';
import type { EventKeyRecord } from '../check-in/door-records';
import { newSealedKeyRecord, privateKeyOf } from './event-key-record';
import type { WrappingKeyring } from './key-envelope';
import { processWrappingKeys } from './process-wrapping-keys';
import { publicKeyFromRaw } from './ticket-signature';

/** What checks an event's signatures: the door, admission tokens. No wrapping key needed. */
export type EventPublicKey = { publicKey: KeyObject; publicKeyRaw: string };

/** What signs an event's tickets: the private key, opened with the wrapping key. */
export type EventKeys = EventPublicKey & { privateKey: KeyObject };

type KeyServices = { docs: DocStore; clock: Clock };

/**
 * Keys never change once made, so each process keeps the ones it has read: public keys by
 * event, opened private keys by event under the keyring that opened them (a process given
 * other wrapping keys opens them again, and fails if it cannot). Each map is emptied when it
 * grows large, which bounds memory whatever the number of events.
 */
const publicKeys = new Map<string, EventPublicKey>();
const byKeyring = new WeakMap<WrappingKeyring, KeyringState>();
const cacheLimit = 1000;

function remembered<T>(cache: Map<string, T>, eventId: string, value: T): T {
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(eventId, value);
  return value;
}

/**
 * Under one keyring: the private keys it opened, and the first uses under way by event (at a
 * waiting room's opening a thousand buyers are let in at once, and each would otherwise start
 * the same transaction on the one key document: on Firestore they queue on its lock and time
 * out).
 */
type KeyringState = { opened: Map<string, EventKeys>; making: Map<string, Promise<EventKeys>> };

function stateOf(keyring: WrappingKeyring): KeyringState {
  let state = byKeyring.get(keyring);
  if (!state) {
    state = { opened: new Map(), making: new Map() };
    byKeyring.set(keyring, state);
  }
  return state;
}

function publicKeyOf(eventId: string, record: EventKeyRecord): EventPublicKey {
  return (
    publicKeys.get(eventId) ??
    remembered(publicKeys, eventId, {
      publicKey: publicKeyFromRaw(record.publicKey),
      publicKeyRaw: record.publicKey,
    })
  );
}

function open(keyring: WrappingKeyring, eventId: string, record: EventKeyRecord): EventKeys {
  // Both halves from the one record: a pair, whatever another store's record left in the cache.
  const keys = {
    publicKey: publicKeyFromRaw(record.publicKey),
    publicKeyRaw: record.publicKey,
    privateKey: privateKeyOf(keyring, eventId, record),
  };
  return remembered(stateOf(keyring).opened, eventId, keys);
}

/** The event's public key when its keys were ever made; undefined otherwise (nothing signed). */
export async function findEventPublicKey(
  docs: DocStore,
  eventId: string,
): Promise<EventPublicKey | undefined> {
  const known = publicKeys.get(eventId);
  if (known) return known;
  const record = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data;
  return record ? publicKeyOf(eventId, record) : undefined;
}

/** The event's public key, its keys made on first use (the door may ask before any sale). */
export async function eventPublicKey(
  services: KeyServices,
  eventId: string,
): Promise<EventPublicKey> {
  const known = await findEventPublicKey(services.docs, eventId);
  if (known) return known;
  const { publicKey, publicKeyRaw } = await eventKeys(services, eventId);
  return { publicKey, publicKeyRaw };
}

/**
 * The event's signing keys, made on first use, opened with `keyring` (the process's wrapping
 * keys unless a caller names others). Two first users at once end with the same pair: in one
 * process they share one attempt; across processes the transaction creates the record only if
 * it is still missing, and whoever loses the race reads the winner's.
 */
export function eventKeys(
  services: KeyServices,
  eventId: string,
  keyring: WrappingKeyring = processWrappingKeys(),
): Promise<EventKeys> {
  const { opened, making } = stateOf(keyring);
  const known = opened.get(eventId);
  if (known) return Promise.resolve(known);
  const underWay = making.get(eventId);
  if (underWay) return underWay;
  // Shared from the first read on: a caller whose read began before another's attempt ended
  // would not see the keys that attempt made, and would start a second.
  const attempt = findOrMake(services, eventId, keyring).finally(() => making.delete(eventId));
  making.set(eventId, attempt);
  return attempt;
}

async function findOrMake(
  services: KeyServices,
  eventId: string,
  keyring: WrappingKeyring,
): Promise<EventKeys> {
  const record = (await services.docs.get<EventKeyRecord>(paths.eventKey(eventId))).data;
  return record ? open(keyring, eventId, record) : makeEventKeys(services, eventId, keyring);
}

/** One attempt at the first use (exported for the race across processes in tests). */
export async function makeEventKeys(
  { docs, clock }: KeyServices,
  eventId: string,
  keyring: WrappingKeyring = processWrappingKeys(),
): Promise<EventKeys> {
  const path = paths.eventKey(eventId);
  try {
    const record = await docs.runTransaction(async (tx) => {
      const existing = (await tx.get<EventKeyRecord>(path)).data;
      if (existing) return existing;
      const made = newSealedKeyRecord(keyring, eventId, clock.now());
      tx.create(path, made);
      return made;
    });
    return open(keyring, eventId, record);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    const record = (await docs.get<EventKeyRecord>(path)).data;
    if (!record) throw error;
    return open(keyring, eventId, record);
  }
}
