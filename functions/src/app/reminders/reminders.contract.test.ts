/**
 * Reminders before events on both DocStores: the sweep makes an event's reminder once its time
 * came, and it goes once to each holder (their own tickets and QR codes, the `.ics`), however
 * often the sweep runs, and again only for a start moved later; none for an event whose
 * reminders are off, before the time, or for a refunded order's holder.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { MailMessage } from '../../ports/mailer';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { TestClock } from '../../test-support/test-clock';
import type { GoogleWalletCredentials } from '../common/wallet-credentials';
import type { EventRecord } from '../events/event-records';
import type { MailingServices } from '../mailings/mailing-kind';
import type { MailingRecord } from '../mailings/mailing-records';
import { sendDueReminders } from './send-due-reminders';

const hour = 3_600_000;
// 19:30 in Johannesburg on Saturday 5 December 2026.
const startsAt = '2026-12-05T19:30:00+02:00';
const start = Date.parse(startsAt);

const googleWallet: GoogleWalletCredentials = {
  issuerId: '3388000000000000000',
  issuerName: 'Ticketing Paradise',
  serviceAccountEmail: 'wallet@example.iam.gserviceaccount.com',
  privateKeyPem: 'unused: no pass is signed here',
};

/** An approved event at `startsAt` with `reminders` as given. */
async function storeEvent(docs: DocStore, eventId: string, event: Partial<EventRecord> = {}) {
  await storeApprovedEvent(docs, eventId, { ga: { name: 'General', capacity: 50 } });
  await docs.update(paths.event(eventId), {
    name: 'Rooftop Gig',
    startsAt,
    startsAtUtc: new Date(start).toISOString(),
    timeZone: 'Africa/Johannesburg',
    locationText: 'The Roof, 1 Long Street, Cape Town',
    ...event,
  });
}

async function storeTicket(docs: DocStore, code: string, ticket: Record<string, unknown>) {
  await docs.set(paths.ticket(code), {
    typeId: 'ga',
    typeName: 'General',
    uid: 'u',
    createdAt: '2026-11-20T00:00:00.000Z',
    status: 'valid',
    ...ticket,
  } as never);
}

describe.each(docStoreHarnesses('demo-reminders'))(
  'reminders before events on $name',
  ({ open }) => {
    let docs: DocStore;
    let sent: MailMessage[];
    let clock: TestClock;
    let services: MailingServices;

    beforeEach(async () => {
      docs = await open();
      clock = new TestClock(start - 23 * hour);
      const mail = dedupingMailer();
      sent = mail.sent;
      services = {
        docs,
        clock,
        mailer: mail.mailer,
        publicBaseUrl: 'https://tickets.example',
        identity: fixedIdentity([]),
        googleWallet,
      };
      await storeEvent(docs, 'e1', {
        reminders: {
          enabled: true,
          hoursBeforeStart: 24,
          note: 'Doors at 7. Parking: https://maps.example/p',
        },
      });
      // Ann holds two tickets, Bob one; Dee's order was refunded (its ticket void).
      await storeTicket(docs, 't1', { eventId: 'e1', email: 'Ann@example.com', orderId: 'o1' });
      await storeTicket(docs, 't2', { eventId: 'e1', email: 'ann@example.com', orderId: 'o1' });
      await storeTicket(docs, 't3', {
        eventId: 'e1',
        email: 'ann@example.com',
        attendeeEmail: 'bob@example.com',
        holderName: 'Bob Stone',
        orderId: 'o1',
      });
      await storeTicket(docs, 't4', {
        eventId: 'e1',
        email: 'dee@example.com',
        orderId: 'o2',
        status: 'void',
      });
      // The same start, reminders off; and one three days later, not due yet.
      await storeEvent(docs, 'e2', { reminders: { enabled: false, hoursBeforeStart: 24 } });
      await storeTicket(docs, 't5', { eventId: 'e2', email: 'eve@example.com', orderId: 'o3' });
      const later = start + 72 * hour;
      await storeEvent(docs, 'e3', {
        startsAt: new Date(later).toISOString(),
        startsAtUtc: new Date(later).toISOString(),
      });
      await storeTicket(docs, 't6', { eventId: 'e3', email: 'fay@example.com', orderId: 'o4' });
    });

    const mailings = () => docs.query<MailingRecord>({ collection: collections.mailings });

    it('sends each holder their tickets once, however often the sweep runs', async () => {
      // Two sweeps at once, then another: one reminder, one email to each holder.
      await Promise.all([sendDueReminders(services), sendDueReminders(services)]);
      await sendDueReminders(services);
      expect(sent.map((message) => message.to).sort()).toEqual([
        'ann@example.com',
        'bob@example.com',
      ]);
      const [reminder, ...others] = await mailings();
      expect(others).toEqual([]);
      expect(reminder!.data).toMatchObject({
        kind: 'reminder',
        eventId: 'e1',
        status: 'sent',
        recipientCount: 2,
        sentCount: 2,
      });

      const ann = sent.find((message) => message.to === 'ann@example.com')!;
      expect(ann.subject).toBe('Reminder: Rooftop Gig is tomorrow at 19:30');
      const files = (ann.attachments ?? []).map((file) => file.filename);
      expect(files).toEqual(['ticket-1.png', 'ticket-2.png', 'event.ics']);
      const ics = new TextDecoder().decode(ann.attachments!.at(-1)!.content);
      expect(ics).toContain('DTSTART:20261205T173000Z');
      expect(ann.html).toContain('General · 2 of 2');
      expect(ann.html).toContain('https://tickets.example/tickets/t2');
      expect(ann.html).toContain('https://tickets.example/api/tickets/t1/wallet/google');
      expect(ann.html).not.toContain('apple.pkpass');
      expect(ann.html).toContain('Saturday, 5 December 2026, 19:30');
      expect(ann.html).toContain('<a href="https://maps.example/p"');
      expect(ann.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=The');
      expect(ann.html).not.toContain('tpslot');
      expect(ann.text).toContain('Doors at 7.');
      const bob = sent.find((message) => message.to === 'bob@example.com')!;
      expect(bob.html).toContain('Bob Stone');
      expect(bob.html).not.toContain('/tickets/t1');
      expect((bob.attachments ?? []).map((file) => file.filename)).toEqual([
        'ticket-1.png',
        'event.ics',
      ]);
    });

    it('waits for the reminder time, and reminds again of a start moved later', async () => {
      clock.at = start - 25 * hour;
      expect(await sendDueReminders(services)).toMatchObject({ created: 0 });
      expect(sent).toEqual([]);

      clock.at = start - hour;
      expect(await sendDueReminders(services)).toMatchObject({ created: 1, failures: [] });
      expect(sent.map((message) => message.subject)).toEqual([
        'Reminder: Rooftop Gig is today at 19:30',
        'Reminder: Rooftop Gig is today at 19:30',
      ]);

      // Moved two days later: its own reminder when that start is a day away.
      const moved = start + 48 * hour;
      await docs.update(paths.event('e1'), {
        startsAt: new Date(moved).toISOString(),
        startsAtUtc: new Date(moved).toISOString(),
      });
      clock.at = moved - 2 * hour;
      await sendDueReminders(services);
      expect(sent.map((message) => message.to).sort()).toEqual([
        'ann@example.com',
        'ann@example.com',
        'bob@example.com',
        'bob@example.com',
      ]);
      // e3 starts 26 hours later still: not yet.
      expect(await mailings()).toHaveLength(2);
    });
  },
);
