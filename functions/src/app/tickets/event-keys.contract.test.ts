import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock';
import { paths } from '../../paths';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { EventKeyRecord } from '../check-in/door-records';
import { eventKeys, findEventKeys, makeEventKeys } from './event-keys';
import { isGenuineTicket, signTicket } from './ticket-signature';

const clock: Clock = { now: () => new Date('2030-01-01T10:00:00Z') };
const code = 'AbCdEfGhIjKlMnOpQrStUv';

describe.each(docStoreHarnesses('demo-event-keys'))('event keys on $name', ({ open }) => {
  it('are made on first use and stored once, the private half as PKCS#8', async () => {
    const docs = await open();
    // A new id per test: each process keeps the keys it has read.
    const eventId = `event-${randomUUID()}`;
    expect(await findEventKeys(docs, eventId)).toBeUndefined();
    const keys = await eventKeys({ docs, clock }, eventId);
    const record = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data;
    expect(record).toMatchObject({
      publicKey: keys.publicKeyRaw,
      createdAt: clock.now().toISOString(),
    });
    expect(record?.privateKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await eventKeys({ docs, clock }, eventId)).publicKeyRaw).toBe(keys.publicKeyRaw);
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
});
