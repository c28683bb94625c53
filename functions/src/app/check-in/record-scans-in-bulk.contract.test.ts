/** Recording door scans in bulk (more than one transaction holds) and the check-in summary they add up to. */
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { countingTransactions } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import {
  at,
  clock,
  front,
  newEvent,
  scanOf,
  storeTickets,
  ticketOf,
} from '../../test-support/scan-fixtures';
import { administratorsScannerName, checkInSummary } from './check-in-summary';
import { createDevice } from './door-devices';
import { recordScans } from './record-scans';
import { organiserScanner, type Scanner } from './scan-records';

describe.each(docStoreHarnesses('demo-record-scans-in-bulk'))(
  'recording scans on $name',
  ({ open }) => {
    it('records 500 check-ins in one call, more writes than one transaction holds', async () => {
      const docs = await open();
      const { eventId, qr } = await newEvent(docs);
      const codes = await storeTickets(
        docs,
        Array.from({ length: 250 }, () => ticketOf(eventId)),
      );
      // Each ticket scanned twice offline, the later scan first: the earlier one wins in the
      // same call without displacing anything.
      const scans = codes.flatMap((code) => [
        scanOf(qr(code), at('20:20'), true),
        scanOf(qr(code), at('20:10'), true),
      ]);
      const counted = countingTransactions(docs);
      const answers = await recordScans({
        services: { docs: counted.docs, clock },
        eventId,
        scanner: front,
        scans,
      });
      // 500 scan records and 250 tickets: two transactions, each within Firestore's bound.
      expect(counted.writes).toHaveLength(2);
      expect(Math.max(...counted.writes)).toBeLessThanOrEqual(500);
      expect(counted.writes.reduce((sum, count) => sum + count, 0)).toBe(750);
      expect(answers.map((answer) => answer.scanId)).toEqual(scans.map((scan) => scan.scanId));
      expect(answers.filter((answer) => answer.result === 'valid')).toHaveLength(250);
      expect(answers.filter((answer) => answer.result === 'already_checked_in')).toHaveLength(250);
      expect(answers.every((answer) => answer.conflict === undefined)).toBe(true);
      expect(answers[1]).toMatchObject({ result: 'valid', checkedInAt: at('20:10') });
      expect(answers[0]).toMatchObject({ result: 'already_checked_in', checkedInAt: at('20:10') });
      expect(await docs.count({ collection: paths.scans(eventId) })).toBe(500);
    });

    it('sums up check-ins by device, organiser and administrators, with conflicts newest first', async () => {
      const docs = await open();
      const { eventId, qr } = await newEvent(docs);
      const services = { docs, clock, publicBaseUrl: 'https://tickets.example' };
      const viewer = { uid: 'organiser', isAdmin: false };
      const { device } = await createDevice({ services, eventId, name: 'Front door', viewer });
      const codes = await storeTickets(docs, [
        ticketOf(eventId),
        ticketOf(eventId, { email: 'second@example.com' }),
        ticketOf(eventId),
        ticketOf(eventId, { status: 'void', voidReason: 'refunded' }),
        ticketOf(eventId),
        ticketOf(eventId),
      ]);
      await docs.set(paths.user('organiser'), { email: 'organiser@example.com' });
      const door: Scanner = { id: device.id, name: device.name };
      const organiser = organiserScanner({ uid: 'organiser', email: 'organiser@example.com' });
      await recordScans({
        services,
        eventId,
        scanner: door,
        scans: [scanOf(qr(codes[0]!), at('20:00'))],
      });
      await recordScans({
        services,
        eventId,
        scanner: door,
        scans: [scanOf(qr(codes[1]!), at('20:01'))],
      });
      await recordScans({
        services,
        eventId,
        scanner: organiser,
        scans: [scanOf(codes[2]!, at('20:02')), scanOf(qr(codes[1]!), at('20:03'), true)],
      });
      // Let in, then refunded: no longer counted, for the device either.
      await recordScans({
        services,
        eventId,
        scanner: door,
        scans: [scanOf(codes[5]!, at('20:05'))],
      });
      await docs.update(paths.ticket(codes[5]!), {
        status: 'void',
        voidReason: 'refunded',
        doorState: 'void',
      });
      const administrator = organiserScanner({ uid: 'admin', email: 'admin@example.com' });
      await recordScans({
        services,
        eventId,
        scanner: administrator,
        scans: [scanOf(codes[4]!, at('20:04'))],
      });
      expect(await checkInSummary({ services, eventId, viewer })).toEqual({
        tickets: 4,
        checkedIn: 4,
        byScanner: [
          { name: 'Front door', checkedIn: 2 },
          { name: 'organiser@example.com', checkedIn: 1 },
          { name: administratorsScannerName, checkedIn: 1 },
        ],
        conflicts: [
          {
            code: codes[1],
            holderEmail: 'second@example.com',
            scannedAt: at('20:03'),
            scannedBy: 'organiser@example.com',
            winnerAt: at('20:01'),
            winnerBy: 'Front door',
          },
        ],
      });
      await expect(
        checkInSummary({ services, eventId, viewer: { uid: 'someone-else', isAdmin: false } }),
      ).rejects.toMatchObject({ code: 'not_found' });
    });
  },
);
