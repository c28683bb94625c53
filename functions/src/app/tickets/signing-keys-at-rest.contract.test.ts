/**
 * Event signing keys at rest, on both stores: after a sale no `eventKeys` document holds a
 * private key in plain form, and tickets still sign (page, PDF, wallet) and pass the door;
 * plaintext keys from before are migrated in place, once; a rotation of the wrapping key
 * re-seals every key, after which the previous wrapping key can go.
 */
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import { collections, paths } from '../../paths';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { clock, front, scanOf } from '../../test-support/scan-fixtures';
import type { OrderRecord } from '../checkout/checkout-records';
import { fulfilOrder } from '../payments/fulfil-order';
import type { EventKeyRecord } from '../check-in/door-records';
import { recordScans } from '../check-in/record-scans';
import { eventKeys } from './event-keys';
import { getTicket } from './get-ticket';
import { newWrappingKeyEntry, parseWrappingKeys, type WrappingKeyring } from './key-envelope';
import { orderTicketFacts } from './order-ticket-facts';
import { resealEventKeys } from './reseal-event-keys';
import { isGenuineTicket, publicKeyFromRaw, rawPublicKey, signTicket } from './ticket-signature';
import { walletTicketFacts } from './wallet-ticket-facts';

const services = (docs: DocStore) => ({ docs, clock, publicBaseUrl: 'http://localhost' });
const code = 'AbCdEfGhIjKlMnOpQrStUv';

/** Every way a private key could be written down: PKCS#8, PEM, JWK's `d`, in base64 or hex. */
function plainFormsOf(privateKey: KeyObject): string[] {
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return [der, seed]
    .flatMap((bytes) => [
      bytes.toString('base64url'),
      bytes.toString('base64'),
      bytes.toString('hex'),
    ])
    .concat(pem.split('\n')[1]!);
}

async function allKeyRecords(docs: DocStore): Promise<ExistingDoc<EventKeyRecord>[]> {
  return docs.query<EventKeyRecord>({ collection: collections.eventKeys });
}

/** A record from before keys were sealed, as the functions used to write it. */
async function storePlaintextKeys(docs: DocStore, eventId: string): Promise<KeyObject> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  await docs.create(paths.eventKey(eventId), {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
    publicKey: rawPublicKey(publicKey),
    createdAt: '2026-10-01T00:00:00.000Z',
  });
  return privateKey;
}

/** Signs with `keyring` (a fresh object: nothing opened before) and checks with the stored public key. */
async function signsAndVerifies(docs: DocStore, eventId: string, keyring: WrappingKeyring) {
  const { privateKey } = await eventKeys({ docs, clock }, eventId, keyring);
  const record = (await docs.get<EventKeyRecord>(paths.eventKey(eventId))).data!;
  const signature = signTicket(privateKey, eventId, code);
  return isGenuineTicket(publicKeyFromRaw(record.publicKey), eventId, code, signature);
}

describe.each(docStoreHarnesses('demo-signing-keys-at-rest'))(
  'signing keys on $name',
  ({ open }) => {
    it('after a sale, no key document holds a private key in plain form, and the tickets pass the door', async () => {
      const docs = await open();
      const eventId = `event-${randomUUID()}`;
      await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 10 } });
      const orderId = docs.newId();
      await docs.set(paths.order(orderId), heldOrder(clock.now(), { eventId }));
      const sold = await fulfilOrder(services(docs), orderId);
      if (sold.outcome !== 'fulfilled') throw new Error(sold.outcome);
      const [first, second] = sold.ticketCodes;

      const order = (await docs.get<OrderRecord>(paths.order(orderId))).data!;
      const pdf = await orderTicketFacts(services(docs), { id: orderId, path: '', data: order });
      const wallet = await walletTicketFacts(services(docs), second!);
      const page = await getTicket({ services: services(docs), code: first! });

      const records = await allKeyRecords(docs);
      expect(records.map(({ id }) => id)).toEqual([eventId]);
      const { privateKey } = await eventKeys({ docs, clock }, eventId);
      const stored = JSON.stringify(records);
      for (const plain of plainFormsOf(privateKey)) expect(stored).not.toContain(plain);
      expect(records[0]!.data.privateKey).toBeUndefined();
      expect(records[0]!.data.sealedPrivateKey?.algorithm).toBe('AES-256-GCM');

      const answers = await recordScans({
        services: { docs, clock },
        eventId,
        scanner: front,
        scans: [
          scanOf(
            pdf.tickets.find((ticket) => ticket.code === first)!.qrPayload,
            clock.now().toISOString(),
          ),
          scanOf(wallet.qrPayload, clock.now().toISOString()),
        ],
      });
      expect(answers.map((answer) => answer.result)).toEqual(['valid', 'valid']);
      expect(page.qrPayload).toBe(pdf.tickets.find((ticket) => ticket.code === first)!.qrPayload);
    });

    it('migrates plaintext keys in place, once: the same keys, sealed, the plaintext gone', async () => {
      const docs = await open();
      const [one, two] = [`event-${randomUUID()}`, `event-${randomUUID()}`];
      const before = [await storePlaintextKeys(docs, one), await storePlaintextKeys(docs, two)];
      const entry = newWrappingKeyEntry('k1');
      const keyring = parseWrappingKeys(entry);
      // Deployed before the migration runs, the functions still sign with the plaintext keys.
      expect(await signsAndVerifies(docs, one, parseWrappingKeys(entry))).toBe(true);

      expect(await resealEventKeys({ docs, clock }, keyring)).toEqual({
        examined: 2,
        sealed: 2,
        resealed: 0,
        unchanged: 0,
      });
      const migrated = await allKeyRecords(docs);
      const stored = JSON.stringify(migrated);
      for (const plain of before.flatMap(plainFormsOf)) expect(stored).not.toContain(plain);
      for (const { data } of migrated) {
        expect(data.privateKey).toBeUndefined();
        expect(data.sealedPrivateKey?.keyId).toBe('k1');
      }

      // Again: nothing to do, nothing written.
      expect(await resealEventKeys({ docs, clock }, keyring)).toMatchObject({
        sealed: 0,
        unchanged: 2,
      });
      expect(await allKeyRecords(docs)).toEqual(migrated);

      // The same key pairs: tickets signed before still verify, new ones too.
      for (const [index, eventId] of [one, two].entries()) {
        const opened = await eventKeys({ docs, clock }, eventId, parseWrappingKeys(entry));
        expect(opened.privateKey.export({ format: 'jwk' }).d).toBe(
          before[index]!.export({ format: 'jwk' }).d,
        );
      }
    });

    it('rotates the wrapping key: re-sealed with B while A is still set, then A removed', async () => {
      const docs = await open();
      const [entryA, entryB] = [newWrappingKeyEntry('a'), newWrappingKeyEntry('b')];
      const events = [`event-${randomUUID()}`, `event-${randomUUID()}`];
      for (const eventId of events)
        await eventKeys({ docs, clock }, eventId, parseWrappingKeys(entryA));

      const bThenA = parseWrappingKeys(`${entryB},${entryA}`);
      expect(await resealEventKeys({ docs, clock }, bThenA)).toEqual({
        examined: 2,
        sealed: 0,
        resealed: 2,
        unchanged: 0,
      });
      for (const { data } of await allKeyRecords(docs))
        expect(data.sealedPrivateKey?.keyId).toBe('b');
      expect(await resealEventKeys({ docs, clock }, bThenA)).toMatchObject({ unchanged: 2 });

      for (const eventId of events) {
        expect(await signsAndVerifies(docs, eventId, parseWrappingKeys(entryB))).toBe(true);
      }
      // A is no longer needed, and no longer enough.
      await expect(
        eventKeys({ docs, clock }, events[0]!, parseWrappingKeys(entryA)),
      ).rejects.toThrow(
        /sealed with wrapping key "b", which TICKET_KEY_WRAPPING_KEYS does not hold \(it holds a\)/,
      );
    });

    it('stops a rotation at a key the wrapping keys cannot open, saying which', async () => {
      const docs = await open();
      const eventId = `event-${randomUUID()}`;
      await eventKeys({ docs, clock }, eventId, parseWrappingKeys(newWrappingKeyEntry('lost')));
      const before = await allKeyRecords(docs);
      await expect(
        resealEventKeys({ docs, clock }, parseWrappingKeys(newWrappingKeyEntry('new'))),
      ).rejects.toThrow(
        /sealed with wrapping key "lost", which TICKET_KEY_WRAPPING_KEYS does not hold/,
      );
      expect(await allKeyRecords(docs)).toEqual(before);
    });
  },
);
