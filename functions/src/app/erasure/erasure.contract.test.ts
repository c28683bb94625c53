/**
 * Erasure and retention on both DocStores, through the real use cases with the fake Paystack
 * over HTTP: a buyer who deletes their account after one event was paid out is erased there
 * at once (orders, tickets, answers, the request, the waiting list, a message's recipients;
 * amounts, references and dates kept), while their ticket to a coming event stays valid until
 * the daily sweep finds that event over and paid out; the invariants and the reconciliation
 * then find nothing lost; a repeat changes nothing. An emailed request says what waits. The
 * last owner of a team is refused. Attendee details go a configurable time after the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileOutboxMailer } from '../../adapters/file-outbox-mailer';
import type { AttendeeDetails } from '../../contract/attendee-details';
import { checkInvariants } from '../../domain/invariants';
import { collections, paths } from '../../paths';
import type { BlobStore } from '../../ports/blob-store';
import type { DocData, DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import {
  moneyServices,
  payOrderAtFakePaystack,
  testOrganiser,
  payOutAtFakePaystack,
} from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { TestClock } from '../../test-support/test-clock';
import { deleteAccount } from '../accounts/delete-account';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type {
  OrderRecord,
  PurchaseRequestRecord,
  TicketRecord,
} from '../checkout/checkout-records';
import { AppError } from '../common/app-error';
import { readInvariantFacts } from '../invariants/read-invariant-facts';
import type { MailingBatchRecord } from '../mailings/mailing-records';
import { confirmPayment } from '../payments/confirm-payment';
import { reconcile } from '../reconciliation/reconcile';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import type { WaitingEntryRecord } from '../waiting-list/waiting-list-records';
import { eraseByDataLink } from './erase-by-data-link';
import { erasedEmail, erasedName } from './erasure-records';
import { removeExpiredAttendeeDetails } from './remove-expired-attendee-details';
import { sweepErasures } from './sweep-erasures';

const clock = new TestClock(0);
const paystack = usePaystackContract({ transferSettleMs: 5, now: () => clock.now() });
const ada = { uid: 'buyer-ada', email: 'ada@example.com' };
const cy = { uid: 'buyer-cy', email: 'cy@example.com' };
const dee = { name: 'Dee Dee', email: 'dee@example.com' };
const adaDetails: AttendeeDetails = {
  answers: { company: 'Analytical Engines' },
  attendees: [
    { name: 'Ada Lovelace', email: 'ada@example.com', answers: { diet: 'Vegan' } },
    { name: 'Bo Diddley', answers: { diet: 'None' } },
  ],
};
const dayMs = 24 * 60 * 60 * 1000;
// Each test's story in a month of its own, so the fake's records of one never fall in another's.
let months = 0;
// The outbox keeps a copy of each email sent, as the `mail` collection does in production.
const outbox = mkdtempSync(path.join(tmpdir(), 'erasure-outbox-'));
afterAll(() => rmSync(outbox, { recursive: true, force: true }));
const sentCopy = async (key: string) =>
  JSON.parse(await readFile(path.join(outbox, `${key}.json`), 'utf8')) as Record<string, unknown>;

describe.each(docStoreHarnesses('demo-erasure'))('erasure on $name', ({ open }) => {
  let docs: DocStore;
  let month = 0;
  const mailer = createFileOutboxMailer(outbox, clock);
  const deletedAccounts: string[] = [];
  /** Orders whose sent tickets email the snapshot reads too. */
  const orderIds: string[] = [];
  const services = () => ({
    ...moneyServices({
      docs,
      clock,
      payments: paystack.payments(),
      payouts: paystack.payouts(),
      mailer,
    }),
    identity: {
      ...fixedIdentity([testOrganiser]),
      deleteUser: async (uid: string) => {
        deletedAccounts.push(uid);
      },
    },
    blobs: { delete: async () => {} } as Pick<BlobStore, 'delete'> as BlobStore,
  });
  /** `day` of this test's month at `time` UTC, as an instant. */
  const at = (day: number, time = '10:00:00') =>
    Date.parse(`${new Date(Date.UTC(2028, month, day)).toISOString().slice(0, 10)}T${time}.000Z`);
  const iso = (day: number, time?: string) => new Date(at(day, time)).toISOString();

  beforeEach(async () => {
    docs = await open();
    month = months++;
    clock.at = at(1);
    deletedAccounts.length = 0;
    orderIds.length = 0;
  });

  async function storeEvent(eventId: string, endsOn: number) {
    await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 20 } });
    await docs.update(paths.event(eventId), {
      name: eventId === 'past' ? 'Jazz on the Lawn' : 'Rooftop Cinema',
      startsAt: iso(endsOn, '18:00:00'),
      endsAt: iso(endsOn, '22:00:00'),
      overAt: iso(endsOn, '22:00:00'),
    });
  }

  /** A buyer's paid order of `quantity` tickets, with the details they gave. */
  async function buy(
    eventId: string,
    buyer: { uid: string; email: string },
    quantity: number,
    attendeeDetails?: AttendeeDetails,
  ): Promise<string> {
    const requestId = docs.newId();
    await docs.create(paths.purchaseRequest(requestId), {
      eventId,
      ...buyer,
      items: [{ typeId: 'gen', quantity }],
      createdAt: clock.now().toISOString(),
      status: 'pending',
      ...(attendeeDetails ? { attendeeDetails } : {}),
    } satisfies PurchaseRequestRecord);
    await allocatePurchases(services());
    const request = await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId));
    const orderId = request.data!.orderId!;
    await payOrderAtFakePaystack(docs, paystack.payments(), orderId);
    expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
    return orderId;
  }

  async function payOut(eventId: string) {
    const payout = await payOutAtFakePaystack(services(), paystack.fake, eventId);
    expect((await docs.get(paths.payout(payout.id))).data).toMatchObject({ status: 'paid' });
  }

  /**
   * Day 1: Ada buys two tickets to `past` (ending day 2) with holders and answers and one to
   * `coming` (ending day 20); Cy buys one to `past` for Dee; Ada waits on `past`'s waiting list, and
   * a message to `past`'s people went to both. Day 6: `past` is paid out.
   */
  async function story() {
    await storeEvent('past', 2);
    await storeEvent('coming', 20);
    await storePayoutAccount({ docs, payouts: paystack.payouts() }, 'organiser', '1000000001');
    const adaPast = await buy('past', ada, 2, adaDetails);
    const adaComing = await buy('coming', ada, 1, { attendees: [{ name: 'Ada Lovelace' }] });
    // Cy's ticket is for Dee, whose name and address Cy gave.
    const cyPast = await buy('past', cy, 1, { attendees: [dee] });
    await docs.set(paths.waitingListEntry('past', 'gen', entryIdOf(ada.email)), {
      email: ada.email,
      quantity: 1,
      createdAt: clock.now().toISOString(),
      state: 'waiting',
      token: 'a-token',
      uid: ada.uid,
      updatedAt: clock.now().toISOString(),
    } satisfies WaitingEntryRecord);
    // Ada's earlier try, refused: no order carries it, yet it keeps what she gave.
    await docs.create(paths.purchaseRequest('ada-refused'), {
      eventId: 'past',
      ...ada,
      items: [{ typeId: 'gen', quantity: 9 }],
      createdAt: clock.now().toISOString(),
      status: 'refused',
      attendeeDetails: adaDetails,
    } satisfies PurchaseRequestRecord);
    await docs.set(paths.mailing('m1'), {
      kind: 'message',
      eventId: 'past',
      status: 'sent',
      sendAt: clock.now().toISOString(),
      createdAt: clock.now().toISOString(),
      content: {},
    });
    await docs.set(paths.mailingBatch('m1', 0), {
      index: 0,
      recipients: [{ email: ada.email, name: 'Ada Lovelace' }, { email: cy.email }],
      status: 'done',
    } satisfies MailingBatchRecord);
    clock.at = at(6);
    await payOut('past');
    return { adaPast, adaComing, cyPast };
  }

  const order = async (id: string) => (await docs.get<OrderRecord>(paths.order(id))).data!;
  const ticketsOf = async (orderId: string) =>
    (
      await docs.query<TicketRecord>({
        collection: collections.tickets,
        where: [{ field: 'orderId', op: '==', value: orderId }],
      })
    ).map((doc) => doc.data);
  /** Every document an erasure may touch, to compare before and after a repeat. */
  const snapshot = async () => {
    const all = await Promise.all(
      [collections.orders, collections.tickets, collections.purchaseRequests].map((collection) =>
        docs.query<DocData>({ collection }),
      ),
    );
    const batch = await docs.get(paths.mailingBatch('m1', 0));
    const entry = await docs.get(paths.waitingListEntry('past', 'gen', entryIdOf(ada.email)));
    const mail = await sentCopy(`tickets_${orderIds[0] ?? ''}`).catch(() => undefined);
    return { all, batch: batch.data, entry: entry.data, mail };
  };

  it('erases a paid-out event at once, a coming one after it ends and is paid out, and loses nothing', async () => {
    const { adaPast, adaComing, cyPast } = await story();
    orderIds.splice(0, orderIds.length, adaPast);
    const before = await order(adaPast);
    const ticketsBefore = await ticketsOf(adaPast);
    await docs.set(paths.membership('another-org', ada.uid), {
      orgId: 'another-org',
      uid: ada.uid,
      role: 'viewer',
      addedAt: iso(1),
    });

    const outcome = await deleteAccount({ services: services(), uid: ada.uid, email: ada.email });
    expect(outcome).toMatchObject({
      state: 'pending',
      erased: [{ eventId: 'past', name: 'Jazz on the Lawn' }],
      waiting: [{ eventId: 'coming', name: 'Rooftop Cinema', overAt: iso(20, '22:00:00') }],
    });
    expect(deletedAccounts).toEqual([ada.uid]);
    expect((await docs.get(paths.membership('another-org', ada.uid))).data).toBeUndefined();

    // The paid-out event: names, addresses and answers gone; money, references, dates kept.
    const erased = await order(adaPast);
    expect(erased.email).toBe(erasedEmail);
    expect(erased.attendeeDetails).toBeUndefined();
    expect(erased.keywords).not.toContain('ada');
    const kept = [
      'amount',
      'currency',
      'charge',
      'items',
      'status',
      'createdAt',
      'paidAt',
    ] as const;
    for (const field of [...kept, 'requestId', 'ticketCodes', 'invoice', 'uid'] as const) {
      expect(erased[field]).toEqual(before[field]);
    }
    const tickets = await ticketsOf(adaPast);
    expect(tickets).toHaveLength(2);
    for (const [index, ticket] of tickets.entries()) {
      expect(ticket).toMatchObject({ email: erasedEmail, holderName: erasedName });
      expect(ticket.answers).toBeUndefined();
      // The account's id stays: a random string, nobody's once the account is deleted.
      expect(JSON.stringify({ ...ticket, uid: '' })).not.toMatch(/ada|lovelace|diddley|vegan/i);
      const { createdAt, orderId, typeId, status } = ticketsBefore[index]!;
      expect(ticket).toMatchObject({ createdAt, orderId, typeId, ...(status ? { status } : {}) });
    }
    const request = await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(erased.requestId));
    expect(request.data).toMatchObject({ email: erasedEmail });
    expect(request.data?.attendeeDetails).toBeUndefined();
    const refused = await docs.get<PurchaseRequestRecord>(paths.purchaseRequest('ada-refused'));
    expect(refused.data).toMatchObject({ email: erasedEmail, status: 'refused', eventId: 'past' });
    expect(refused.data?.attendeeDetails).toBeUndefined();
    const entry = await docs.get<WaitingEntryRecord>(
      paths.waitingListEntry('past', 'gen', entryIdOf(ada.email)),
    );
    expect(entry.data).toMatchObject({ email: erasedEmail, quantity: 1, state: 'waiting' });
    const batch = await docs.get<MailingBatchRecord>(paths.mailingBatch('m1', 0));
    expect(batch.data?.recipients).toEqual([
      { email: erasedEmail, name: erasedName },
      { email: cy.email },
    ]);
    // The copy of the tickets email sent to them keeps its subject and that it was sent.
    expect(await sentCopy(`tickets_${adaPast}`)).toEqual({
      to: erasedEmail,
      subject: expect.stringContaining('Jazz on the Lawn'),
      text: '',
      sentAt: expect.any(String),
    });
    expect(await mailer.hasSent(`tickets_${adaPast}`)).toBe(true);
    expect((await sentCopy(`tickets_${adaComing}`)).to).toBe(ada.email);
    // Nobody else's records change.
    expect((await sentCopy(`tickets_${cyPast}`)).to).toBe(cy.email);
    expect(await order(cyPast)).toMatchObject({ email: cy.email });
    expect(await ticketsOf(cyPast)).toEqual([
      expect.objectContaining({ email: cy.email, holderName: dee.name }),
    ]);

    // The invariants and the reconciliation against the fake Paystack find nothing lost.
    const facts = await readInvariantFacts({
      docs,
      payments: paystack.payments(),
      payouts: paystack.payouts(),
      mailer,
    });
    const results = checkInvariants(facts);
    expect(results.flatMap((result) => result.violations)).toEqual([]);
    expect(
      results.find((result) => result.name === 'the tickets email sent for every paid order')
        ?.checked,
    ).toBe(3);
    const period = { from: iso(1).slice(0, 10), to: iso(7).slice(0, 10) };
    const report = await reconcile({ services: services(), ...period });
    expect(report.differences).toEqual([]);

    // The coming event's ticket stays valid, with its holder, until the event is over...
    const coming = async () => ({
      order: await order(adaComing),
      tickets: await ticketsOf(adaComing),
    });
    const untouched = await coming();
    expect(untouched.order.email).toBe(ada.email);
    expect(untouched.tickets).toEqual([
      expect.objectContaining({ email: ada.email, holderName: 'Ada Lovelace' }),
    ]);
    clock.at = at(10);
    expect(await sweepErasures({ services: services() })).toEqual({ checked: 1, done: 0 });
    expect(await coming()).toEqual(untouched);
    // ...and over, until its money is paid out...
    clock.at = at(21);
    await sweepErasures({ services: services() });
    expect(await coming()).toEqual(untouched);
    // ...then the sweep erases it, and the erasure forgets whom it was about.
    clock.at = at(24);
    await payOut('coming');
    expect(await sweepErasures({ services: services() })).toEqual({ checked: 1, done: 1 });
    const done = await coming();
    expect(done.order).toMatchObject({ email: erasedEmail, amount: untouched.order.amount });
    expect(done.tickets).toEqual([
      expect.objectContaining({ email: erasedEmail, holderName: erasedName, status: 'valid' }),
    ]);
    expect((await sentCopy(`tickets_${adaComing}`)).to).toBe(erasedEmail);
    const record = await docs.get(paths.erasure(`account~${ada.uid}`));
    expect(record.data).toMatchObject({ state: 'done', uids: [], emails: [] });

    // A repeat changes nothing.
    const settled = await snapshot();
    expect(await sweepErasures({ services: services() })).toEqual({ checked: 0, done: 0 });
    await deleteAccount({ services: services(), uid: ada.uid, email: ada.email });
    expect(await snapshot()).toEqual(settled);
    const again = checkInvariants(
      await readInvariantFacts({ docs, payments: paystack.payments(), mailer }),
    );
    expect(again.flatMap((result) => result.violations)).toEqual([]);
  }, 60_000);

  it("answers an emailed request with what waits for a coming event's end", async () => {
    await story();
    const answer = await eraseByDataLink({
      services: services(),
      openLink: async () => ({ email: ada.email }),
    });
    expect(answer).toMatchObject({
      state: 'pending',
      erased: [{ eventId: 'past' }],
      waiting: [{ eventId: 'coming', name: 'Rooftop Cinema' }],
    });
    expect(answer.message).toContain('Rooftop Cinema');
    expect(answer.message).toContain('carried out after it ends');
    const pastOrders = await docs.query<OrderRecord>({
      collection: collections.orders,
      where: [{ field: 'eventId', op: '==', value: 'past' }],
    });
    expect(pastOrders.map((doc) => doc.data.email).sort()).toEqual([cy.email, erasedEmail]);
    // Dee, who never bought, is erased from the ticket Cy bought for them; Cy's part stays.
    expect(
      await eraseByDataLink({ services: services(), openLink: async () => ({ email: dee.email }) }),
    ).toMatchObject({ state: 'done', erased: [{ eventId: 'past' }], waiting: [] });
    const cysOrder = pastOrders.find((doc) => doc.data.email === cy.email)!;
    expect(await order(cysOrder.id)).toMatchObject({
      email: cy.email,
      attendeeDetails: { attendees: [{ name: erasedName, email: erasedEmail }] },
    });
    expect(await ticketsOf(cysOrder.id)).toEqual([
      expect.objectContaining({
        email: cy.email,
        holderName: erasedName,
        attendeeEmail: erasedEmail,
      }),
    ]);
    // An address nobody bought with is answered the same way, with nothing to erase.
    const nobody = await eraseByDataLink({
      services: services(),
      openLink: async () => ({ email: 'nobody@example.com' }),
    });
    expect(nobody).toMatchObject({ state: 'done', erased: [], waiting: [] });
  }, 60_000);

  it('refuses the last owner of a team, or of an event not paid out, and changes nothing', async () => {
    await storeEvent('coming', 20);
    await docs.update(paths.event('coming'), { orgId: 'solo' });
    const member = (orgId: string, uid: string, role: string) =>
      docs.set(paths.membership(orgId, uid), { orgId, uid, role, addedAt: iso(1) });
    await member('team', ada.uid, 'owner');
    await member('team', cy.uid, 'viewer');
    await docs.set(paths.organisation('team'), { name: 'The Team', slug: 'the-team' });
    const refusal = deleteAccount({ services: services(), uid: ada.uid, email: ada.email });
    await expect(refusal).rejects.toThrow(AppError);
    await expect(refusal).rejects.toThrow('You are the only owner of "The Team"');
    await member('team', cy.uid, 'owner');
    await member('solo', ada.uid, 'owner');
    await expect(
      deleteAccount({ services: services(), uid: ada.uid, email: ada.email }),
    ).rejects.toThrow('Rooftop Cinema of an organisation is not over and paid out yet');
    expect(deletedAccounts).toEqual([]);
    expect((await docs.get(paths.membership('team', ada.uid))).data).toBeDefined();
    expect((await docs.get(paths.erasure(`account~${ada.uid}`))).data).toBeUndefined();
  });

  it('removes attendee answers and holder names the set number of days after the end', async () => {
    await storeEvent('past', 2);
    const orderId = await buy('past', ada, 2, adaDetails);
    const retention = (days?: number) =>
      removeExpiredAttendeeDetails({
        services: { ...services(), ...(days ? { attendeeDataRetentionDays: days } : {}) },
      });
    clock.at = at(2, '22:00:00') + 364 * dayMs;
    expect(await retention()).toEqual({ events: 0, orders: 0 });
    expect((await order(orderId)).attendeeDetails).toEqual(adaDetails);
    // Set shorter, it reaches the event sooner.
    clock.at = at(2, '22:00:00') + 31 * dayMs;
    expect(await retention(30)).toEqual({ events: 1, orders: 1 });
    const cleared = await order(orderId);
    expect(cleared.attendeeDetails).toBeUndefined();
    expect(cleared.email).toBe(ada.email);
    const tickets = await ticketsOf(orderId);
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) {
      expect(ticket.holderName).toBeUndefined();
      expect(ticket.attendeeEmail).toBeUndefined();
      expect(ticket.answers).toBeUndefined();
      expect(ticket).toMatchObject({ email: ada.email, status: 'valid' });
    }
    const request = await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(cleared.requestId));
    expect(request.data?.attendeeDetails).toBeUndefined();
    // A repeat (the default 365 days, a year on) finds it done and changes nothing.
    const settled = await snapshot();
    clock.at = at(2, '22:00:00') + 366 * dayMs;
    expect(await retention()).toEqual({ events: 0, orders: 0 });
    expect(await snapshot()).toEqual(settled);
  }, 60_000);
});
