/** Recording door scans: what each scan answers, which of two scans wins, and scans sent again. */
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import {
  at,
  clock,
  front,
  newEvent,
  scanOf,
  side,
  storeTickets,
  ticketOf,
} from '../../test-support/scan-fixtures';
import type { TicketRecord } from '../checkout/checkout-records';
import type { ScanRecord } from './door-records';
import { newTicketCode } from '../payments/fulfil-order';
import { recordScans } from './record-scans';

describe.each(docStoreHarnesses('demo-record-scans'))('recording scans on $name', ({ open }) => {
  it('answers each kind of scan and checks in only valid tickets', async () => {
    const docs = await open();
    const { eventId, qr } = await newEvent(docs);
    const other = await newEvent(docs);
    const [fresh, refunded, typed] = await storeTickets(docs, [
      ticketOf(eventId),
      ticketOf(eventId, { status: 'void', voidReason: 'refunded' }),
      ticketOf(eventId, { typeName: 'VIP', email: 'vip@example.com' }),
    ]);
    const [elsewhere] = await storeTickets(docs, [ticketOf(other.eventId)]);
    const signature = qr(fresh!).split('.')[3]!;
    const forged = qr(fresh!).replace(
      signature,
      `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const scans = [
      scanOf(qr(fresh!), at('20:14')),
      scanOf(qr(fresh!), at('20:20')),
      scanOf(qr(refunded!), at('20:15')),
      scanOf(other.qr(elsewhere!), at('20:16')),
      scanOf(qr(newTicketCode()), at('20:17')),
      scanOf(forged, at('20:18')),
      scanOf(typed!, at('20:19')),
      scanOf('not a ticket at all', at('20:19')),
    ];
    const answers = await recordScans({
      services: { docs, clock },
      eventId,
      scanner: front,
      scans,
    });
    expect(answers).toEqual([
      {
        scanId: scans[0]!.scanId,
        result: 'valid',
        typeName: 'General',
        holderEmail: 'guest@example.com',
        checkedInAt: at('20:14'),
        checkedInBy: 'Front door',
      },
      {
        scanId: scans[1]!.scanId,
        result: 'already_checked_in',
        typeName: 'General',
        holderEmail: 'guest@example.com',
        checkedInAt: at('20:14'),
        checkedInBy: 'Front door',
      },
      {
        scanId: scans[2]!.scanId,
        result: 'void',
        typeName: 'General',
        holderEmail: 'guest@example.com',
        voidReason: 'refunded',
      },
      // Another event's holder is none of this door's business.
      { scanId: scans[3]!.scanId, result: 'other_event' },
      { scanId: scans[4]!.scanId, result: 'unknown' },
      { scanId: scans[5]!.scanId, result: 'unknown' },
      expect.objectContaining({ scanId: scans[6]!.scanId, result: 'valid', typeName: 'VIP' }),
      { scanId: scans[7]!.scanId, result: 'unknown' },
    ]);
    const ticket = (await docs.get<TicketRecord>(paths.ticket(fresh!))).data;
    expect(ticket).toMatchObject({
      checkedInAt: at('20:14'),
      checkedInBy: front.id,
      checkedInByName: 'Front door',
      checkedInScanId: scans[0]!.scanId,
      doorState: 'checked_in',
    });
    expect(
      (await docs.get<TicketRecord>(paths.ticket(refunded!))).data?.checkedInAt,
    ).toBeUndefined();
    expect(
      (await docs.get<TicketRecord>(paths.ticket(elsewhere!))).data?.checkedInAt,
    ).toBeUndefined();
    // The forged scan is recorded without the code it claimed.
    const forgedRecord = await docs.get<ScanRecord>(paths.scan(eventId, scans[5]!.scanId));
    expect(forgedRecord.data).toMatchObject({ result: 'unknown', scanned: forged });
    expect(forgedRecord.data?.code).toBeUndefined();
  });

  it('lets the earliest scan win, whichever device syncs first, and flags the other', async () => {
    const docs = await open();
    const { eventId, qr } = await newEvent(docs);
    const [code] = await storeTickets(docs, [ticketOf(eventId)]);
    const services = { docs, clock };
    const online = scanOf(qr(code!), at('20:10'));
    expect(
      (await recordScans({ services, eventId, scanner: front, scans: [online] }))[0],
    ).toMatchObject({
      result: 'valid',
    });
    // The side door scanned it at 20:05 with no network and syncs now: it takes the win.
    const earlier = scanOf(qr(code!), at('20:05'), true);
    expect((await recordScans({ services, eventId, scanner: side, scans: [earlier] }))[0]).toEqual(
      expect.objectContaining({
        result: 'valid',
        checkedInAt: at('20:05'),
        checkedInBy: 'Side door',
      }),
    );
    expect((await docs.get<ScanRecord>(paths.scan(eventId, online.scanId))).data).toMatchObject({
      result: 'already_checked_in',
      conflict: true,
      winnerAt: at('20:05'),
      winnerBy: side.id,
      winnerByName: 'Side door',
    });
    // A third offline scan, later than both, lost: a conflict too.
    const later = scanOf(qr(code!), at('20:30'), true);
    expect((await recordScans({ services, eventId, scanner: front, scans: [later] }))[0]).toEqual(
      expect.objectContaining({
        result: 'already_checked_in',
        conflict: true,
        checkedInAt: at('20:05'),
        checkedInBy: 'Side door',
      }),
    );
    expect((await docs.get<TicketRecord>(paths.ticket(code!))).data).toMatchObject({
      checkedInAt: at('20:05'),
      checkedInBy: side.id,
      checkedInScanId: earlier.scanId,
    });
  });

  it("places a device's scans on the server's clock: one an hour behind does not win", async () => {
    const docs = await open();
    const { eventId, qr } = await newEvent(docs);
    const [code, other] = await storeTickets(docs, [ticketOf(eventId), ticketOf(eventId)]);
    const services = { docs, clock };
    // The front door (right clock) scanned it at 20:10 offline and synced.
    const front10 = scanOf(qr(code!), at('20:10'), true);
    await recordScans({ services, eventId, scanner: front, scans: [front10], sentAt: at('21:00') });
    // The side door's clock reads 20:00 at 21:00: its 19:30 scan was at 20:30, and loses.
    const side = { id: 'device-slow', name: 'Slow clock' };
    const side1930 = scanOf(qr(code!), at('19:30'), true);
    const [answer] = await recordScans({
      services,
      eventId,
      scanner: side,
      scans: [side1930],
      sentAt: at('20:00'),
    });
    expect(answer).toMatchObject({
      result: 'already_checked_in',
      conflict: true,
      checkedInAt: at('20:10'),
    });
    expect((await docs.get<ScanRecord>(paths.scan(eventId, side1930.scanId))).data).toMatchObject({
      scannedAt: at('20:30'),
      deviceScannedAt: at('19:30'),
    });
    expect((await docs.get<TicketRecord>(paths.ticket(code!))).data?.checkedInAt).toBe(at('20:10'));
    // A time after the server received it is taken as then, with or without sentAt.
    const future = scanOf(qr(other!), '2026-12-02T08:00:00.000Z');
    expect((await recordScans({ services, eventId, scanner: front, scans: [future] }))[0]).toEqual(
      expect.objectContaining({ result: 'valid', checkedInAt: at('21:00') }),
    );
  });

  it('tells a re-sent winner in the same call that an earlier scan displaced it', async () => {
    const docs = await open();
    const { eventId, qr } = await newEvent(docs);
    const [code] = await storeTickets(docs, [ticketOf(eventId)]);
    const services = { docs, clock };
    const first = scanOf(qr(code!), at('20:10'), true);
    await recordScans({ services, eventId, scanner: front, scans: [first] });
    const earlier = scanOf(qr(code!), at('20:01'), true);
    const answers = await recordScans({
      services,
      eventId,
      scanner: side,
      scans: [first, earlier],
    });
    expect(answers).toEqual([
      expect.objectContaining({
        scanId: first.scanId,
        result: 'already_checked_in',
        conflict: true,
        checkedInAt: at('20:01'),
        checkedInBy: 'Side door',
      }),
      expect.objectContaining({ scanId: earlier.scanId, result: 'valid' }),
    ]);
    expect((await docs.get<ScanRecord>(paths.scan(eventId, first.scanId))).data).toMatchObject({
      result: 'already_checked_in',
      conflict: true,
      winnerBy: side.id,
    });
  });

  it('answers a scan sent again as before and changes nothing', async () => {
    const docs = await open();
    const { eventId, qr } = await newEvent(docs);
    const [code] = await storeTickets(docs, [ticketOf(eventId)]);
    const services = { docs, clock };
    const scans = [scanOf(qr(code!), at('20:10'), true), scanOf(qr(code!), at('20:12'), true)];
    const first = await recordScans({ services, eventId, scanner: front, scans });
    const ticketBefore = (await docs.get(paths.ticket(code!))).data;
    const recordsBefore = await docs.query({ collection: paths.scans(eventId) });
    // Sent again, twice in one batch, by another device even: the same answers.
    const again = await recordScans({
      services,
      eventId,
      scanner: side,
      scans: [scans[1]!, scans[0]!, scans[1]!],
    });
    expect(again).toEqual([first[1], first[0], first[1]]);
    expect((await docs.get(paths.ticket(code!))).data).toEqual(ticketBefore);
    expect(await docs.query({ collection: paths.scans(eventId) })).toEqual(recordsBefore);
  });
});
