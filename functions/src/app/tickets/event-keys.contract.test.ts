import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock';
import { paths } from '../../paths';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { EventKeyRecord } from '../check-in/door-records';
import { eventKeys, eventPublicKey, findEventPublicKey, makeEventKeys } from './event-keys';
import { newWrappingKeyEntry, parseWrappingKeys, WrappingKeyError } from './key-envelope';
import { processWrappingKeys } from './process-wrapping-keys';
import { isGenuineTicket, signTicket } from './ticket-signature';

const clock: Clock = { now: () => new Date('2030-01-01T10:00:00Z') };
const code = 'AbCdEfGhIjKlMnOpQrStUv';

describe.each(docStoreHarnesses('demo-event-keys'))('event keys on $name', ({ open }) => {
  it('are made on first use and stored once, the private half sealed', async () => {
    const docs = await open();
    // A new id per test: each process keeps the keys it has read.
    const eventId = `event-${randomUUID()}`;
    expect(await findEventPublicKey(docs, eventId)).toBeUndefined();
    const keys = await eventKeys({ docs, clock }, eventId);
    const record = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data;
    expect(record).toEqual({
      publicKey: keys.publicKeyRaw,
      createdAt: clock.now().toISOString(),
      sealedPrivateKey: {
        algorithm: 'AES-256-GCM',
        keyId: processWrappingKeys().currentKeyId,
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        ciphertext: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        tag: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      },
    });
    expect((await eventKeys({ docs, clock }, eventId)).publicKeyRaw).toBe(keys.publicKeyRaw);
    expect((await findEventPublicKey(docs, eventId))?.publicKeyRaw).toBe(keys.publicKeyRaw);
  });

  it('give the door the public key, made on first use, the same the tickets are signed with', async () => {
    const docs = await open();
    const eventId = `event-${randomUUID()}`;
    const { publicKey } = await eventPublicKey({ docs, clock }, eventId);
    const { privateKey } = await eventKeys({ docs, clock }, eventId);
    expect(isGenuineTicket(publicKey, eventId, code, signTicket(privateKey, eventId, code))).toBe(
      true,
    );
  });

  it('are made by one transaction when many first users in one process ask at once', async () => {
    const docs = await open();
    const eventId = `event-${randomUUID()}`;
    let transactions = 0;
    const runTransaction = docs.runTransaction.bind(docs);
    docs.runTransaction = (work) => {
      transactions += 1;
      return runTransaction(work);
    };
    const all = await Promise.all(
      Array.from({ length: 200 }, () => eventKeys({ docs, clock }, eventId)),
    );
    expect(new Set(all.map((keys) => keys.publicKeyRaw)).size).toBe(1);
    expect(transactions).toBe(1);
  });

  it('end as one pair when first users in several processes ask at once', async () => {
    const docs = await open();
    const eventId = `event-${randomUUID()}`;
    // Each attempt as another process would make it: no shared attempt, only the store.
    const all = await Promise.all(
      Array.from({ length: 8 }, () => makeEventKeys({ docs, clock }, eventId)),
    );
    const stored = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data!;
    expect(new Set(all.map((keys) => keys.publicKeyRaw))).toEqual(new Set([stored.publicKey]));
    // Whoever signed, the stored public key verifies it.
    for (const keys of all) {
      const signature = signTicket(keys.privateKey, eventId, code);
      expect(isGenuineTicket(all[0]!.publicKey, eventId, code, signature)).toBe(true);
    }
  });

  it('do not open with another wrapping key under the same id, and say so', async () => {
    const docs = await open();
    const eventId = `event-${randomUUID()}`;
    const keyringA = parseWrappingKeys(newWrappingKeyEntry('a'));
    await eventKeys({ docs, clock }, eventId, keyringA);
    const impostor = parseWrappingKeys(newWrappingKeyEntry('a'));
    const opening = eventKeys({ docs, clock }, eventId, impostor);
    await expect(opening).rejects.toThrow(WrappingKeyError);
    await expect(eventKeys({ docs, clock }, eventId, impostor)).rejects.toThrow(
      `The signing key of event ${eventId} does not open with wrapping key "a"`,
    );
    // The door still reads the public key: it needs no wrapping key.
    expect(await findEventPublicKey(docs, eventId)).toBeDefined();
  });

  it('are neither made nor opened without wrapping keys, never stored in plain form', async () => {
    const docs = await open();
    const eventId = `event-${randomUUID()}`;
    expect(() => eventKeys({ docs, clock }, eventId, processWrappingKeys({}))).toThrow(
      /TICKET_KEY_WRAPPING_KEYS is not set/,
    );
    expect((await docs.get(paths.eventKey(eventId))).data).toBeUndefined();
  });
});
