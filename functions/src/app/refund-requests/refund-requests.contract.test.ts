/**
 * Refunds buyers ask for, on both DocStores with the fake Paystack over HTTP: the ticket's
 * page offers it only where the organiser allows it, until the days before the start; a
 * request is made once however often it is pressed; the organiser's Approve refunds once
 * (one ledger refund, one gateway refund, the buyer told), Decline tells the buyer why once;
 * or every request refunds at once where the organiser chose so. Only the buyer's own
 * tickets ask, and not for an order with a ticket handed on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RefundRequestSettings } from '../../contract/refund-request-settings';
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
import { TestClock } from '../../test-support/test-clock';
import type { OrderRecord } from '../checkout/checkout-records';
import type { AuditRecord } from '../organisations/audit-log';
import { confirmPayment } from '../payments/confirm-payment';
import { getTicket } from '../tickets/get-ticket';
import { approveRefundRequest, declineRefundRequest } from './decide-refund-request';
import { listRefundRequests } from './list-refund-requests';
import { requestRefund } from './request-refund';

const paystack = useFakePaystackGateway('sk_test_refund_requests');
const organiser = { uid: 'organiser', isAdmin: false };
const startsAt = '2026-12-24T17:00:00.000Z';
const byOrganiser: RefundRequestSettings = {
  enabled: true,
  untilDaysBeforeStart: 7,
  approval: 'organiser',
};

describe.each(docStoreHarnesses('demo-refund-requests'))('refund requests on $name', ({ open }) => {
  let docs: DocStore;
  let clock: TestClock;
  let sent: MailMessage[];
  let services: ReturnType<typeof servicesOf>;
  const servicesOf = (docStore: DocStore, mailer: ReturnType<typeof dedupingMailer>['mailer']) =>
    moneyServices({ docs: docStore, clock, payments: paystack.payments, mailer });

  beforeEach(async () => {
    docs = await open();
    clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
    const mail = dedupingMailer();
    sent = mail.sent;
    services = servicesOf(docs, mail.mailer);
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    await docs.update(paths.event('e1'), {
      name: 'Rooftop Gig',
      orgId: 'org1',
      startsAt,
      refundRequests: byOrganiser,
    });
    await docs.set(paths.organisation('org1'), { name: 'Paradise Events', slug: 'paradise' });
    await docs.set(paths.membership('org1', 'organiser'), {
      orgId: 'org1',
      uid: 'organiser',
      role: 'owner',
      addedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  /** A paid order of two tickets, paid at the fake Paystack and fulfilled: its id and codes. */
  async function paidOrder(email: string) {
    const orderId = docs.newId();
    const order = heldOrder(clock.now(), {
      email,
      items: [{ typeId: 'gen', name: 'General', quantity: 2, unitPrice: 15000 }],
      amount: 30000,
    });
    await docs.set(paths.order(orderId), order);
    await docs.set(paths.stock('e1', 'gen'), { taken: 2 });
    await payOrderAtFakePaystack(docs, paystack.payments, orderId);
    const paid = await confirmPayment(services, orderId);
    if (paid.status !== 'paid') throw new Error(`Not paid: ${paid.status}`);
    sent.length = 0;
    return { orderId, codes: paid.ticketCodes };
  }

  const refundStateOf = async (code: string) => (await getTicket({ services, code })).refundRequest;
  const orderStatus = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data?.status;
  const refundsInLedger = async () =>
    (await ledgerEntriesOf(docs, 'e1')).filter((entry) => entry.kind === 'refund');

  it('asks once, and the organiser’s Approve refunds once through the refund path', async () => {
    const { orderId, codes } = await paidOrder('ann@example.com');
    expect(await refundStateOf(codes[0]!)).toEqual({
      state: 'available',
      until: '2026-12-17T17:00:00.000Z',
      amount: 30000,
      currency: 'ZAR',
      tickets: 2,
      automatic: false,
    });
    expect(
      await requestRefund({ services, code: codes[0]!, reason: 'I cannot come after all' }),
    ).toEqual({ state: 'requested' });
    // Pressed again at once, from either ticket: the same one request (its first words kept).
    const presses = await Promise.all([
      requestRefund({ services, code: codes[0]!, reason: 'Really' }),
      requestRefund({ services, code: codes[1]! }),
    ]);
    expect(presses).toEqual([{ state: 'requested' }, { state: 'requested' }]);
    expect(await refundStateOf(codes[1]!)).toEqual({
      state: 'requested',
      at: '2026-12-01T10:00:00.000Z',
    });
    const { requests } = await listRefundRequests({ services, eventId: 'e1', viewer: organiser });
    expect(requests).toEqual([
      expect.objectContaining({
        orderId,
        email: 'ann@example.com',
        reason: 'I cannot come after all',
        state: 'pending',
      }),
    ]);
    // The organiser hears of it once, with the way to decide.
    const asked = sent.filter((email) => email.to === 'organiser@example.com');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('Their words: I cannot come after all');
    expect(asked[0]!.text).toContain(`/platform/event/e1/orders`);
    expect(await orderStatus(orderId)).toBe('paid');

    const approvals = await Promise.allSettled([
      approveRefundRequest({ services, eventId: 'e1', orderId, viewer: organiser }),
      approveRefundRequest({ services, eventId: 'e1', orderId, viewer: organiser }),
    ]);
    expect(approvals.some((approval) => approval.status === 'fulfilled')).toBe(true);
    const again = await approveRefundRequest({
      services,
      eventId: 'e1',
      orderId,
      viewer: organiser,
    });
    expect(again).toMatchObject({ done: true, view: { state: 'refunded' } });
    expect(await orderStatus(orderId)).toBe('refunded');
    expect(await refundsInLedger()).toHaveLength(1);
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);
    const told = sent.filter((email) => email.to === 'ann@example.com');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('As you asked, your order for Rooftop Gig was refunded.');
    // A refunded order offers nothing more; its tickets are void.
    const ticket = await getTicket({ services, code: codes[0]! });
    expect(ticket).toMatchObject({ status: 'void', voidReason: 'refunded' });
    expect(ticket.refundRequest).toBeUndefined();
  });

  it('declines with a reason the buyer is told once, and keeps the order', async () => {
    const { orderId, codes } = await paidOrder('bob@example.com');
    await requestRefund({ services, code: codes[0]! });
    const decline = () =>
      declineRefundRequest({
        services,
        eventId: 'e1',
        orderId,
        viewer: organiser,
        reason: 'Tickets are not refundable this close to the show',
      });
    expect(await decline()).toMatchObject({ state: 'declined' });
    expect(await decline()).toMatchObject({ state: 'declined' });
    const told = sent.filter((email) => email.to === 'bob@example.com');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Their reason: Tickets are not refundable this close');
    expect(await refundStateOf(codes[0]!)).toMatchObject({
      state: 'declined',
      reason: 'Tickets are not refundable this close to the show',
    });
    await expect(requestRefund({ services, code: codes[1]! })).rejects.toMatchObject({
      code: 'conflict',
      details: { reason: 'declined' },
    });
    await expect(
      approveRefundRequest({ services, eventId: 'e1', orderId, viewer: organiser }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await orderStatus(orderId)).toBe('paid');
    const audit = await docs.query<AuditRecord>({ collection: paths.organisationAudit('org1') });
    expect(audit.map((entry) => entry.data.kind)).toEqual(['refund_request.declined']);
    // Nobody outside the organisation sees or decides requests.
    await expect(
      listRefundRequests({ services, eventId: 'e1', viewer: { uid: 'stranger', isAdmin: false } }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('will not approve once a ticket of the order went to a friend since the request', async () => {
    const { orderId, codes } = await paidOrder('fay@example.com');
    await requestRefund({ services, code: codes[0]! });
    await docs.update(paths.ticket(codes[1]!), { pendingTransferId: 'tr1' });
    await expect(
      approveRefundRequest({ services, eventId: 'e1', orderId, viewer: organiser }),
    ).rejects.toMatchObject({ code: 'conflict', details: { reason: 'transferred' } });
    expect(await orderStatus(orderId)).toBe('paid');
    const [listed] = (await listRefundRequests({ services, eventId: 'e1', viewer: organiser }))
      .requests;
    expect(listed).toMatchObject({ orderId, state: 'pending' });
  });

  it('refunds at once where the organiser chose so', async () => {
    await docs.update(paths.event('e1'), {
      refundRequests: { ...byOrganiser, approval: 'automatic' },
    });
    const { orderId, codes } = await paidOrder('cy@example.com');
    expect(await refundStateOf(codes[0]!)).toMatchObject({ state: 'available', automatic: true });
    expect(await requestRefund({ services, code: codes[0]! })).toEqual({ state: 'refunded' });
    expect(await requestRefund({ services, code: codes[0]! })).toEqual({ state: 'refunded' });
    expect(await orderStatus(orderId)).toBe('refunded');
    expect(await refundsInLedger()).toHaveLength(1);
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);
  });

  it('asks only from the buyer’s own untransferred tickets, closes days before the start, and not once turned off', async () => {
    const { codes } = await paidOrder('dee@example.com');
    // A ticket naming another attendee does not offer the whole order's refund.
    await docs.update(paths.ticket(codes[1]!), { attendeeEmail: 'eve@example.com' });
    expect(await refundStateOf(codes[1]!)).toBeUndefined();
    await expect(requestRefund({ services, code: codes[1]! })).rejects.toMatchObject({
      code: 'forbidden',
    });
    // One of the order's tickets on its way to a friend: the order cannot go back.
    await docs.update(paths.ticket(codes[1]!), { attendeeEmail: 'dee@example.com' });
    await docs.update(paths.ticket(codes[1]!), { pendingTransferId: 'tr1' });
    expect(await refundStateOf(codes[0]!)).toBeUndefined();
    await expect(requestRefund({ services, code: codes[0]! })).rejects.toMatchObject({
      details: { reason: 'transferred' },
    });

    await docs.update(paths.ticket(codes[1]!), { pendingTransferId: null });
    clock.at = Date.parse('2026-12-17T17:00:00.000Z');
    expect(await refundStateOf(codes[0]!)).toEqual({
      state: 'closed',
      until: '2026-12-17T17:00:00.000Z',
    });
    await expect(requestRefund({ services, code: codes[0]! })).rejects.toMatchObject({
      details: { reason: 'refund_requests_closed' },
    });

    await docs.update(paths.event('e1'), { refundRequests: { ...byOrganiser, enabled: false } });
    expect(await refundStateOf(codes[0]!)).toBeUndefined();
    await expect(requestRefund({ services, code: codes[0]! })).rejects.toMatchObject({
      details: { reason: 'refund_requests_off' },
    });
    expect(sent).toEqual([]);
  });
});
