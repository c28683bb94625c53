import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { base64urlToBytes, bytesToBase64url } from './base64url';
import { checkInLocally, decideScan, type ScanContext } from './decide-scan';
import { ticketLookupKey } from './lookup-key';
import { bundleTicket, makeEventKeys, newTicketCode, signTicket } from './test-tickets';
import { TicketIndex } from './ticket-index';
import { importEventPublicKey, isGenuineTicket } from './ticket-signature';

const eventId = 'night-market';
let keys: Awaited<ReturnType<typeof makeEventKeys>>;
let publicKey: CryptoKey;

beforeAll(async () => {
  keys = await makeEventKeys();
  publicKey = await importEventPublicKey(keys.publicKey);
});

async function contextWith(...tickets: Array<Awaited<ReturnType<typeof bundleTicket>>>) {
  return { eventId, publicKey, index: new TicketIndex(tickets) } satisfies ScanContext;
}

describe('base64url and lookup keys', () => {
  it('round-trips bytes and refuses other alphabets', () => {
    const bytes = new Uint8Array([0, 250, 251, 252, 253, 254, 255, 62, 63]);
    expect(base64urlToBytes(bytesToBase64url(bytes))).toEqual(bytes);
    expect(bytesToBase64url(bytes)).not.toMatch(/[+/=]/);
    expect(() => base64urlToBytes('ab+/')).toThrow();
  });

  it('names a ticket by the first 22 characters of the base64url SHA-256 of its code', async () => {
    const code = newTicketCode();
    const expected = createHash('sha256').update(code).digest('base64url').slice(0, 22);
    expect(await ticketLookupKey(code)).toBe(expected);
  });
});

describe('signatures', () => {
  it("accepts the event's own signature and refuses a changed code or another key", async () => {
    const code = newTicketCode();
    const [, , , signature] = (await signTicket(keys.privateKey, eventId, code)).split('.');
    expect(await isGenuineTicket(publicKey, { eventId, code, signature: signature! })).toBe(true);
    expect(
      await isGenuineTicket(publicKey, { eventId, code: newTicketCode(), signature: signature! }),
    ).toBe(false);
    const other = await makeEventKeys();
    const otherKey = await importEventPublicKey(other.publicKey);
    expect(await isGenuineTicket(otherKey, { eventId, code, signature: signature! })).toBe(false);
  });
});

describe('deciding a scan with no network', () => {
  it('lets a genuine ticket in once, then says when and by whom it was checked in', async () => {
    const code = newTicketCode();
    const context = await contextWith(await bundleTicket(code, { typeName: 'Entry' }));
    const payload = await signTicket(keys.privateKey, eventId, code);

    const first = await checkInLocally(
      payload,
      context,
      new Date('2026-11-22T18:14:00Z'),
      'Door 2',
    );
    expect(first.answer).toEqual({
      result: 'valid',
      typeName: 'Entry',
      checkedInAt: '2026-11-22T18:14:00.000Z',
      checkedInBy: 'Door 2',
    });
    const again = await checkInLocally(code, context, new Date('2026-11-22T18:20:00Z'), 'Door 1');
    expect(again.answer).toEqual({
      result: 'already_checked_in',
      typeName: 'Entry',
      checkedInAt: '2026-11-22T18:14:00.000Z',
      checkedInBy: 'Door 2',
    });
  });

  it('names the holder of a valid ticket from the downloaded list', async () => {
    const code = newTicketCode();
    const context = await contextWith(
      await bundleTicket(code, { typeName: 'Entry', holderName: 'Ada Lovelace' }),
    );
    expect((await decideScan(code, context)).answer).toEqual({
      result: 'valid',
      typeName: 'Entry',
      holderName: 'Ada Lovelace',
    });
  });

  it('says a ticket checked in before the download is already in', async () => {
    const code = newTicketCode();
    const context = await contextWith(
      await bundleTicket(code, { checkedInAt: '2026-11-22T17:00:00.000Z', checkedInBy: 'Door 1' }),
    );
    const { answer } = await decideScan(code, context);
    expect(answer).toMatchObject({ result: 'already_checked_in', checkedInBy: 'Door 1' });
  });

  it('refuses refunded and cancelled tickets with the reason', async () => {
    const refunded = newTicketCode();
    const cancelled = newTicketCode();
    const context = await contextWith(
      await bundleTicket(refunded, { status: 'void', voidReason: 'refunded' }),
      await bundleTicket(cancelled, { status: 'void', voidReason: 'cancelled' }),
    );
    expect(
      (await decideScan(await signTicket(keys.privateKey, eventId, refunded), context)).answer,
    ).toMatchObject({ result: 'void', voidReason: 'refunded' });
    expect((await checkInLocally(cancelled, context, new Date(), 'Door')).answer).toMatchObject({
      result: 'void',
      voidReason: 'cancelled',
    });
  });

  it('tells a ticket for another event from a forged one and from a stranger', async () => {
    const code = newTicketCode();
    const context = await contextWith(await bundleTicket(code));
    const otherEvent = await signTicket(keys.privateKey, 'another-event', code);
    expect((await decideScan(otherEvent, context)).answer.result).toBe('other_event');

    const forger = await makeEventKeys();
    const forged = await signTicket(forger.privateKey, eventId, code);
    expect((await decideScan(forged, context)).answer.result).toBe('unknown');
    expect((await decideScan(newTicketCode(), context)).answer.result).toBe('unknown');
    expect((await decideScan('hello world', context)).answer.result).toBe('unknown');
  });

  it('lets in a genuine ticket sold after the list was downloaded, once', async () => {
    const context = await contextWith();
    const late = await signTicket(keys.privateKey, eventId, newTicketCode());
    expect((await checkInLocally(late, context, new Date(), 'Door')).answer.result).toBe('valid');
    expect((await checkInLocally(late, context, new Date(), 'Door')).answer.result).toBe(
      'already_checked_in',
    );
  });

  it('keeps the earliest check-in when a later one is recorded', async () => {
    const code = newTicketCode();
    const key = await ticketLookupKey(code);
    const index = new TicketIndex([await bundleTicket(code)]);
    index.recordCheckIn(key, '2026-11-22T18:30:00.000Z', 'Door 2');
    index.recordCheckIn(key, '2026-11-22T18:10:00.000Z', 'Door 1');
    index.recordCheckIn(key, '2026-11-22T18:40:00.000Z', 'Door 3');
    expect(index.find(key)).toMatchObject({
      checkedInAt: '2026-11-22T18:10:00.000Z',
      checkedInBy: 'Door 1',
    });
  });

  it("refuses a transferred code, and a replaced one once the friend's ticket is checked in", async () => {
    const given = newTicketCode();
    const friends = newTicketCode();
    const stale = newTicketCode();
    const context = await contextWith(
      await bundleTicket(given, { status: 'void', voidReason: 'transferred' }),
      // This list was made before the second transfer: the old code still looks valid.
      await bundleTicket(stale),
      await bundleTicket(friends, { replacesKey: await ticketLookupKey(stale) }),
    );
    const sign = (code: string) => signTicket(keys.privateKey, eventId, code);
    expect((await decideScan(await sign(given), context)).answer).toMatchObject({
      result: 'void',
      voidReason: 'transferred',
    });
    const now = new Date('2026-11-22T18:00:00.000Z');
    expect((await checkInLocally(await sign(friends), context, now, 'Door 1')).answer.result).toBe(
      'valid',
    );
    expect((await decideScan(await sign(stale), context)).answer).toMatchObject({
      result: 'void',
      voidReason: 'transferred',
    });
  });
});
