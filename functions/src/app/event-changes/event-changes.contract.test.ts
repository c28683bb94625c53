/**
 * Event changes on both DocStores, with the fake Paystack over HTTP: an approval that moves a
 * sold event tells its people once (with the approval itself), with what was and what is
 * and the `.ics` under the same UID with a higher SEQUENCE; a start moved far offers a refund
 * link that refunds once however often it is pressed (one refund in the ledger), and stops
 * working after 14 days; a small move offers none.
 */
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { MailMessage } from '../../ports/mailer';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import {
  ledgerEntriesOf,
  moneyServices,
  payOrderAtFakePaystack,
} from '../../test-support/money-fixtures';
import type { EventRecord } from '../events/event-records';
import { allMailingKinds } from '../mailings/all-mailing-kinds';
import { runMailing } from '../mailings/run-mailing';
import { decideApproval } from '../moderation/decide-approval';
import { confirmPayment } from '../payments/confirm-payment';
import type { OrderRecord } from '../checkout/checkout-records';
import { describeRefundOffer, refundByLink } from './refund-by-link';

const paystack = useFakePaystackGateway('sk_test_event_changes');
const day = 86_400_000;
const told = {
  startsAt: '2026-12-24T17:00:00.000Z',
  endsAt: '2026-12-24T21:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  locationText: 'The Rooftop, Cape Town',
};

describe.each(docStoreHarnesses('demo-event-changes'))('event changes on $name', ({ open }) => {
  let docs: DocStore;
  let now: number;
  let sent: MailMessage[];
  let services: ReturnType<typeof servicesOf>;
  const servicesOf = (docStore: DocStore, mailer: ReturnType<typeof dedupingMailer>['mailer']) => ({
    ...moneyServices({
      docs: docStore,
      clock: { now: () => new Date(now) },
      payments: paystack.payments,
      mailer,
    }),
    blobs: { delete: async () => {} } as never,
    paymentCurrencies: ['ZAR'],
    refundAfterMovedHours: 2,
  });

  beforeEach(async () => {
    docs = await open();
    now = Date.parse('2026-12-01T10:00:00.000Z');
    const mail = dedupingMailer();
    sent = mail.sent;
    services = servicesOf(docs, mail.mailer);
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    await docs.update(paths.event('e1'), { name: 'Rooftop Gig', ...told });
    // The first approval records what holders are told; nothing is mailed.
    await approve({});
    expect(await mailingsOf()).toEqual([]);
  });

  /** What the change mailings sent. */
  const changeEmails = () => sent.filter((email) => email.subject.startsWith('Changed:'));
  const mailingsOf = async () => (await docs.query({ collection: 'mailings' })).map((m) => m.id);

  /**
   * An edit approved by an administrator; then approved again with nothing new (the change is
   * told once, with the approval that made it).
   */
  async function approve(edit: Partial<EventRecord>) {
    await docs.update(paths.event('e1'), { ...edit, approved: false, status: 'pending' });
    const approval = { services, eventId: 'e1', decision: { approved: true } as const };
    await decideApproval({ ...approval, adminUid: 'admin' });
    const { statusChangeId } = (await docs.get<EventRecord>(paths.event('e1'))).data!;
    await decideApproval({ ...approval, adminUid: 'admin' });
    return `change-e1_${statusChangeId}`;
  }

  /** A paid order of two tickets, paid at the fake Paystack and fulfilled. */
  async function paidOrder(email: string): Promise<string> {
    const orderId = docs.newId();
    const order = heldOrder(new Date(now), {
      email,
      items: [{ typeId: 'gen', name: 'General', quantity: 2, unitPrice: 15000 }],
      amount: 30000,
    });
    await docs.set(paths.order(orderId), order);
    await docs.set(paths.stock('e1', 'gen'), { taken: 2 });
    await payOrderAtFakePaystack(docs, paystack.payments, orderId);
    expect(await confirmPayment(services, orderId)).toMatchObject({ status: 'paid' });
    sent.length = 0;
    return orderId;
  }

  const refundLinkOf = (email: MailMessage) => {
    const href =
      /https:\/\/tickets\.example\.com\/refund\/([^/"]+)\/([^?"]+)\?t=([0-9a-f]{32})/.exec(
        email.text,
      );
    return href && { mailingId: href[1]!, orderId: href[2]!, proof: href[3]! };
  };

  it('tells the buyer once of a day’s move, with the calendar entry updated and a refund that happens once', async () => {
    const orderId = await paidOrder('ann@example.com');
    const mailingId = await approve({
      startsAt: '2026-12-25T17:00:00.000Z',
      endsAt: '2026-12-25T21:00:00.000Z',
    });
    expect(await mailingsOf()).toEqual([mailingId]);
    expect(await runMailing(services, allMailingKinds, mailingId)).toBe('sent');
    expect(changeEmails()).toHaveLength(1);
    const email = changeEmails()[0]!;
    expect(email).toMatchObject({
      to: 'ann@example.com',
      subject: 'Changed: Rooftop Gig has a new time',
    });
    expect(email.text).toContain('When (before): Thursday, 24 December 2026, 19:00 – 23:00');
    expect(email.text).toContain('When (now): Friday, 25 December 2026, 19:00 – 23:00');
    expect(email.html).toContain('/tickets/');
    const ics = new TextDecoder().decode(
      email.attachments!.find((file) => file.filename === 'event.ics')!.content,
    );
    const entry = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(entry.uid).toBe('e1@ticketing-paradise');
    expect(entry.sequence).toBe(1);
    expect(entry.startDate.toJSDate().toISOString()).toBe('2026-12-25T17:00:00.000Z');
    const event = (await docs.get<EventRecord>(paths.event('e1'))).data!;
    expect(event.announced).toMatchObject({ startsAt: '2026-12-25T17:00:00.000Z', sequence: 1 });
    expect(event.rescheduledAt).toBe(new Date(now).toISOString());
    expect(event.previousStartsAt).toBe(told.startsAt);

    const link = refundLinkOf(email)!;
    expect(link).toMatchObject({ mailingId, orderId });
    expect(await describeRefundOffer({ services, link })).toMatchObject({
      eventName: 'Rooftop Gig',
      amount: 30000,
      state: 'offered',
    });
    await expect(
      refundByLink({ services, link: { ...link, proof: '0'.repeat(32) } }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const presses = await Promise.allSettled([
      refundByLink({ services, link }),
      refundByLink({ services, link }),
    ]);
    expect(presses.filter((press) => press.status === 'fulfilled')).not.toHaveLength(0);
    expect(await refundByLink({ services, link })).toMatchObject({ state: 'refunded' });
    expect((await docs.get<OrderRecord>(paths.order(orderId))).data?.status).toBe('refunded');
    const refunds = (await ledgerEntriesOf(docs, 'e1')).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);
  });

  it('offers no refund for a small move, and stops a link after 14 days', async () => {
    await paidOrder('bob@example.com');
    const small = await approve({ startsAt: '2026-12-24T18:00:00.000Z' });
    await runMailing(services, allMailingKinds, small);
    expect(refundLinkOf(changeEmails()[0]!)).toBeNull();
    sent.length = 0;
    // A new venue alone: a change to tell, no money to offer back.
    const venue = await approve({ locationText: 'The Hall, Cape Town' });
    await runMailing(services, allMailingKinds, venue);
    expect(changeEmails()[0]?.subject).toBe('Changed: Rooftop Gig has a new place');
    expect(refundLinkOf(changeEmails()[0]!)).toBeNull();
    sent.length = 0;
    const far = await approve({ startsAt: '2027-01-10T18:00:00.000Z' });
    await runMailing(services, allMailingKinds, far);
    const link = refundLinkOf(changeEmails()[0]!)!;
    now += 14 * day + 1000;
    await expect(refundByLink({ services, link })).rejects.toMatchObject({ code: 'gone' });
    expect(await describeRefundOffer({ services, link })).toMatchObject({ state: 'expired' });
  });
});
