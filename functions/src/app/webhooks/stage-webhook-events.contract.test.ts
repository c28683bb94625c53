/**
 * The ten webhook event types, staged where they happen, on both DocStores: each place stages
 * one event of its type with the happening's key and `data` its schema accepts, the same call
 * again stages no second one, and an organisation whose endpoints want every other type but
 * this one gets nothing written.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  webhookEventData,
  webhookEventTypes,
  type WebhookEventData,
  type WebhookEventType,
} from '../../contract/webhook-events';
import { attendeeDetailsSettings } from '../../contract/attendee-details';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices } from '../../test-support/money-fixtures';
import { clock, newEvent, scanOf, front } from '../../test-support/scan-fixtures';
import {
  claimLinkIn,
  storeHeldTicket,
  transferServices,
} from '../../test-support/transfer-fixtures';
import { editTicketAttendeeDetails } from '../attendee-details/ticket-attendee-details';
import { recordScans } from '../check-in/record-scans';
import type { EventRecord } from '../events/event-records';
import { cancelEvent } from '../events/cancel-event';
import { decideApproval } from '../moderation/decide-approval';
import { fulfilOrder } from '../payments/fulfil-order';
import type { PayoutRecord } from '../payouts/payout-records';
import { settlePayout } from '../payouts/settle-payout';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { claimTransfer } from '../transfers/claim-transfer';
import { startTransfer } from '../transfers/start-transfer';
import { webhookEventId, type WebhookEventRecord } from './stage-webhook-event';

const wanting = 'org-wanting';
const notWanting = 'org-not-wanting';

describe.each(docStoreHarnesses('demo-webhook-emission'))(
  'webhook events staged where they happen on $name',
  ({ open }) => {
    let docs: DocStore;
    const { mailer } = dedupingMailer();
    const services = () => ({
      ...transferServices(docs, mailer),
      ...moneyServices({ docs, clock }),
      mailer,
      blobs: { delete: async () => {} } as never,
      paymentCurrencies: ['ZAR'],
    });

    beforeEach(async () => {
      docs = await open();
    });

    /**
     * Puts `eventId` in the organisation that wants `types` (`wanting`), or in the one whose
     * endpoints want every other type (`notWanting`).
     */
    async function organise(eventId: string, types: WebhookEventType[], orgId = wanting) {
      const webhookTypes =
        orgId === wanting ? types : webhookEventTypes.filter((type) => !types.includes(type));
      const at = clock.now().toISOString();
      const organisation = { name: orgId, slug: orgId, webhookTypes, createdAt: at, updatedAt: at };
      await docs.set(paths.organisation(orgId), organisation);
      await docs.update(paths.event(eventId), { orgId });
    }

    const staged = async () =>
      (await docs.query<WebhookEventRecord>({ collection: collections.webhookEvents })).map(
        ({ id, data }) => ({ id, ...data }),
      );

    /** The one event staged of `type`, checked: its id names `key`, its data its schema's. */
    async function stagedOnce<Type extends WebhookEventType>(type: Type, key: string) {
      const events = (await staged()).filter((event) => event.type === type);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event).toMatchObject({ id: webhookEventId(wanting, type, key), orgId: wanting });
      return webhookEventData[type].parse(event!.data) as WebhookEventData<Type>;
    }

    it('order.paid: where a payment is confirmed (or a free order completes)', async () => {
      const pay = async (orgId: string) => {
        const eventId = `e-${orgId}`;
        await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 10 } });
        await organise(eventId, ['order.paid'], orgId);
        const orderId = `order-${orgId}`;
        const order = heldOrder(clock.now(), { eventId, source: 'newsletter' });
        await docs.set(paths.order(orderId), order);
        const payment = {
          reference: orderId,
          amount: 30000,
          currency: 'ZAR',
          paidAt: clock.now().toISOString(),
        };
        const first = await fulfilOrder(services(), orderId, payment);
        // The webhook and the buyer's page both confirm: the second finds it done.
        expect((await fulfilOrder(services(), orderId, payment)).outcome).toBe('already_fulfilled');
        return { orderId, codes: 'ticketCodes' in first ? first.ticketCodes : [] };
      };
      await pay(notWanting);
      expect(await staged()).toEqual([]);

      const { orderId, codes } = await pay(wanting);
      const data = await stagedOnce('order.paid', orderId);
      expect(data).toMatchObject({
        event: { id: `e-${wanting}`, name: 'Gig' },
        order: {
          reference: orderId,
          buyerEmail: 'buyer@example.com',
          amount: 30000,
          currency: 'ZAR',
          items: [{ typeId: 'gen', typeName: 'General', quantity: 2, unitPrice: 15000 }],
          source: 'newsletter',
        },
      });
      expect(data.tickets.map((ticket) => ticket.code)).toEqual(codes);
      expect(data.tickets[0]).toMatchObject({ orderReference: orderId, typeName: 'General' });
    });

    it('order.refunded: where the refund completes', async () => {
      const refund = async (orgId: string) => {
        const ticket = await storeHeldTicket(docs);
        await organise(ticket.eventId, ['order.refunded'], orgId);
        const cause = { voidReason: 'refunded' as const, reason: 'Asked for', by: 'organiser' };
        await refundPaidOrder(services(), ticket.orderId, cause);
        await refundPaidOrder(services(), ticket.orderId, cause);
        return ticket;
      };
      await refund(notWanting);
      expect(await staged()).toEqual([]);

      const { eventId, orderId, code } = await refund(wanting);
      expect(await stagedOnce('order.refunded', orderId)).toMatchObject({
        event: { id: eventId },
        order: {
          reference: orderId,
          amount: 0,
          currency: 'ZAR',
          reason: 'Asked for',
          cause: 'refunded',
        },
        voidedTicketCodes: [code],
      });
    });

    it('ticket.checked_in: where a scan lets a ticket in, once however often it is sent', async () => {
      const scanIn = async (orgId: string) => {
        const ticket = await storeHeldTicket(docs);
        await organise(ticket.eventId, ['ticket.checked_in'], orgId);
        const scan = scanOf(ticket.code, clock.now().toISOString(), true);
        const record = (scans = [scan]) =>
          recordScans({ services: services(), eventId: ticket.eventId, scanner: front, scans });
        expect((await record())[0]?.result).toBe('valid');
        // Sent again (the device did not hear the answer), and scanned again at the door.
        await record();
        await record([scanOf(ticket.code, clock.now().toISOString())]);
        return ticket;
      };
      await scanIn(notWanting);
      expect(await staged()).toEqual([]);

      const { eventId, code, orderId } = await scanIn(wanting);
      const checkedInAt = clock.now().toISOString();
      expect(await stagedOnce('ticket.checked_in', `${code}\n${checkedInAt}`)).toEqual({
        event: { id: eventId, name: 'Gig' },
        ticket: {
          code,
          typeId: 'gen',
          typeName: 'General',
          orderReference: orderId,
          holderEmail: 'guest@example.com',
        },
        checkedInAt,
        checkedInBy: 'Front door',
        offline: true,
      });
    });

    it('ticket.transferred: where the friend claims it', async () => {
      const { mailer: transferMailer, sent } = dedupingMailer();
      const handOver = async (orgId: string) => {
        const ticket = await storeHeldTicket(docs);
        await organise(ticket.eventId, ['ticket.transferred'], orgId);
        const transferring = { ...services(), mailer: transferMailer };
        const friend = { toName: 'Ada Friend', toEmail: 'ada@example.com' };
        await startTransfer({ services: transferring, code: ticket.code, ...friend });
        const { transferId, token } = claimLinkIn(sent);
        const { code } = await claimTransfer({ services: transferring, transferId, token });
        await expect(
          claimTransfer({ services: transferring, transferId, token }),
        ).rejects.toMatchObject({
          code: 'conflict',
        });
        return { ...ticket, transferId, newCode: code };
      };
      await handOver(notWanting);
      expect(await staged()).toEqual([]);

      const { eventId, code, newCode, transferId } = await handOver(wanting);
      expect(await stagedOnce('ticket.transferred', transferId)).toMatchObject({
        event: { id: eventId },
        transferId,
        previousCode: code,
        ticket: { code: newCode, holderName: 'Ada Friend', holderEmail: 'ada@example.com' },
        fromEmail: 'guest@example.com',
      });
    });

    it('attendee.updated: where the buyer edits a ticket’s holder (an edit changing nothing is not news)', async () => {
      const edit = async (orgId: string) => {
        const ticket = await storeHeldTicket(docs);
        await organise(ticket.eventId, ['attendee.updated'], orgId);
        const asked = attendeeDetailsSettings.parse({
          holderName: 'required',
          holderEmail: 'off',
          editCutoffHours: 24,
          questions: [],
        });
        await docs.update(paths.event(ticket.eventId), { attendeeDetails: asked });
        const input = { attendee: { name: 'Grace Hopper' } };
        const editing = { services: services(), code: ticket.code, uid: 'buyer', input };
        await editTicketAttendeeDetails(editing);
        await editTicketAttendeeDetails(editing);
        return ticket;
      };
      await edit(notWanting);
      expect(await staged()).toEqual([]);

      const { eventId, code } = await edit(wanting);
      expect(
        await stagedOnce('attendee.updated', `${code}\n${clock.now().toISOString()}`),
      ).toMatchObject({
        event: { id: eventId },
        ticket: { code, holderName: 'Grace Hopper' },
      });
    });

    it('event.approved and event.changed: where an administrator approves (a moved event, once)', async () => {
      const told = { startsAt: '2026-12-24T17:00:00.000Z', locationText: 'The Rooftop' };
      const approveMoved = async (orgId: string) => {
        const eventId = `e-${orgId}`;
        await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 10 } });
        await organise(eventId, ['event.approved', 'event.changed'], orgId);
        // Approved once with what holders were told, then edited: back in review, moved.
        const moved = { startsAt: '2026-12-26T17:00:00.000Z', locationText: 'The Rooftop' };
        await docs.update(paths.event(eventId), {
          announced: { ...told, sequence: 0 },
          ...moved,
          approved: false,
          status: 'pending',
        });
        const approval = { services: services(), eventId, adminUid: 'admin' };
        await decideApproval({ ...approval, decision: { approved: true } });
        await decideApproval({ ...approval, decision: { approved: true } });
        return eventId;
      };
      await approveMoved(notWanting);
      expect(await staged()).toEqual([]);

      const eventId = await approveMoved(wanting);
      const approvedAt = clock.now().toISOString();
      expect(await stagedOnce('event.approved', `${eventId}\n${approvedAt}`)).toEqual({
        event: {
          id: eventId,
          name: 'Gig',
          startsAt: '2026-12-26T17:00:00.000Z',
          locationText: 'The Rooftop',
        },
        approvedAt,
      });
      const event = (await docs.get<EventRecord>(paths.event(eventId))).data!;
      // The change the first approval told (the second approval changed nothing more).
      const events = await staged();
      const changed = events.find((staging) => staging.type === 'event.changed');
      const changeId = webhookEventData['event.changed'].parse(changed?.data).changeId;
      expect(await stagedOnce('event.changed', changeId)).toEqual({
        event: { id: eventId, name: 'Gig' },
        changeId,
        changes: ['when'],
        before: told,
        after: { startsAt: event.startsAt, locationText: 'The Rooftop' },
        changedAt: approvedAt,
        refundOffered: true,
      });
      expect(changeId.startsWith(`${eventId}_`)).toBe(true);
    });

    it('event.cancelled: where the event is marked cancelled', async () => {
      const cancel = async (orgId: string) => {
        const { eventId } = await newEvent(docs);
        await organise(eventId, ['event.cancelled'], orgId);
        const cancelling = {
          services: services(),
          eventId,
          viewer: { uid: 'admin', isAdmin: true },
        };
        await cancelEvent({ ...cancelling, reason: 'The venue flooded' });
        await cancelEvent({ ...cancelling, reason: 'Pressed again' });
        return eventId;
      };
      await cancel(notWanting);
      expect(await staged()).toEqual([]);

      const eventId = await cancel(wanting);
      expect(await stagedOnce('event.cancelled', eventId)).toEqual({
        event: { id: eventId, name: 'Gig' },
        reason: 'The venue flooded',
        cancelledAt: clock.now().toISOString(),
      });
    });

    it('payout.paid and payout.failed: where the gateway settles a payout (paid, then sent back)', async () => {
      const settle = async (orgId: string) => {
        const eventId = `e-${orgId}`;
        await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 10 } });
        await organise(eventId, ['payout.paid', 'payout.failed'], orgId);
        const payoutId = `po-${orgId}`;
        const at = clock.now().toISOString();
        const payout: PayoutRecord = {
          eventId,
          uid: 'organiser',
          currency: 'ZAR',
          amount: 90000,
          status: 'pending',
          recipientCode: 'RCP_secret_to_the_gateway',
          bankName: 'Test Bank',
          accountLast4: '6789',
          approvedBy: 'admin',
          createdAt: at,
          updatedAt: at,
          attempts: 1,
        };
        await docs.set(paths.payout(payoutId), payout);
        const transfer = (status: 'success' | 'reversed') => ({
          reference: payoutId,
          transferCode: 'TRF_1',
          status,
          gatewayStatus: status,
          amount: 90000,
          currency: 'ZAR',
          recipientCode: payout.recipientCode,
          createdAt: at,
        });
        for (const status of ['success', 'success', 'reversed', 'reversed'] as const) {
          await settlePayout(services(), payoutId, transfer(status));
        }
        return { eventId, payoutId };
      };
      await settle(notWanting);
      expect(await staged()).toEqual([]);

      const { eventId, payoutId } = await settle(wanting);
      const settled = {
        id: payoutId,
        amount: 90000,
        currency: 'ZAR',
        bankName: 'Test Bank',
        accountLast4: '6789',
      };
      expect(await stagedOnce('payout.paid', payoutId)).toMatchObject({
        event: { id: eventId, name: 'Gig' },
        payout: { ...settled, status: 'paid' },
      });
      const failed = await stagedOnce('payout.failed', payoutId);
      expect(failed.payout).toMatchObject({ ...settled, status: 'reversed' });
      expect(failed.payout.failureReason).toContain('sent the transfer back');
      expect(JSON.stringify(await staged())).not.toContain('RCP_');
    });
  },
);
