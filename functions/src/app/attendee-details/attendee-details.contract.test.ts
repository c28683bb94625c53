/**
 * Attendee details end to end on both DocStores: the organiser's questions, answers checked
 * by beginTransaction before anything is written, carried by the request into the order the
 * allocator creates and onto each ticket, shown in the attendee list (searchable by name,
 * filterable by answer) and the CSV, and edited by the buyer until the cut-off.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttendeeDetailsSettingsInput } from '../../contract/attendee-details';
import type { Attendee } from '../../contract/orders';
import { attendeeDetailsSettings } from '../../contract/attendee-details';
import { beginTransactionRequest } from '../../contract/checkout';
import { paths, collections } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { PaymentGateway } from '../../ports/payment-gateway';
import {
  startOnlyPayments,
  storeApprovedEvent,
  testAllocatorTerms,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { attendeeColumnsFor } from '../../http/attendee-csv-columns';
import { allocatePurchases } from '../checkout/allocate-purchases';
import { beginTransaction } from '../checkout/begin-transaction';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { fulfilOrder } from '../checkout/fulfil-order';
import { forgetRecentReads } from '../common/recent-reads';
import type { Services } from '../common/services';
import { listAttendees, openAttendeeExport } from '../orders/attendee-list';
import { putAttendeeDetails } from './attendee-settings';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { claimLinkIn } from '../../test-support/transfer-fixtures';
import { claimTransfer } from '../transfers/claim-transfer';
import { startTransfer } from '../transfers/start-transfer';
import { editTicketAttendeeDetails, getTicketAttendeeDetails } from './ticket-attendee-details';

const organiser = { uid: 'organiser', isAdmin: false };
const friend = { toName: 'Cy Friend', toEmail: 'cy@example.com' };
const settings: AttendeeDetailsSettingsInput = {
  holderName: 'required',
  holderEmail: 'optional',
  editCutoffHours: 24,
  questions: [
    {
      id: 'diet',
      label: 'Dietary needs',
      kind: 'choice',
      options: ['None', 'Vegan'],
      per: 'ticket',
      required: true,
    },
    { id: 'company', label: 'Company', kind: 'text', per: 'order', required: false },
    { id: 'parking', label: 'Parking?', kind: 'yes_no', per: 'order', required: true },
  ],
};

describe.each(docStoreHarnesses('demo-attendee-details'))(
  'attendee details on $name',
  ({ open }) => {
    let docs: DocStore;
    let now: Date;
    let started: number;
    const clock = { now: () => now };
    const payments = {
      initialise: async (request: Parameters<PaymentGateway['initialise']>[0]) => {
        started += 1;
        return startOnlyPayments.initialise(request);
      },
    } as Pick<PaymentGateway, 'initialise'> as PaymentGateway;
    const services = () =>
      ({
        docs,
        clock,
        payments,
        mailer: { send: async () => {} } as unknown as Services['mailer'],
        publicBaseUrl: 'http://localhost',
        ...testAllocatorTerms,
      }) satisfies Partial<Services>;

    beforeEach(async () => {
      docs = await open();
      forgetRecentReads(docs);
      now = new Date('2026-11-22T10:00:00.000Z');
      started = 0;
      await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
      await docs.set(paths.event('e1'), { startsAt: '2026-12-01T18:00:00.000Z' }, { merge: true });
      await putAttendeeDetails({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        input: attendeeDetailsSettings.parse(settings),
      });
    });

    const buy = (details: object, requestKey = 'key-0001') =>
      beginTransaction(services(), {
        input: beginTransactionRequest.parse({
          eventId: 'e1',
          email: 'buyer@example.com',
          items: [{ typeId: 'ga', quantity: 2 }],
          requestKey,
          ...details,
        }),
        identifyBuyer: async () => 'buyer-1',
        claimedBuyer: () => 'buyer-1',
        waitMs: 0,
      });

    const goodDetails = {
      answers: { company: 'Acme', parking: 'yes' },
      attendees: [
        { name: 'Ada Lovelace', email: 'ada@example.com', answers: { diet: 'Vegan' } },
        { name: 'Bo Diddley', answers: { diet: 'None' } },
      ],
    };

    /** Buys two tickets with `goodDetails`, through the allocator, and pays: their codes. */
    async function boughtTickets() {
      expect((await buy(goodDetails)).status).toBe('queued');
      await allocatePurchases(services(), { batchSize: 10 });
      const [order] = await docs.query<OrderRecord>({ collection: collections.orders, where: [] });
      const outcome = await fulfilOrder(services(), order!.id, {
        reference: order!.id,
        amount: order!.data.amount,
        currency: order!.data.currency,
      });
      if (outcome.outcome !== 'fulfilled') throw new Error(outcome.outcome);
      return { orderId: order!.id, codes: outcome.ticketCodes };
    }
    const ticketAt = async (code: string) =>
      (await docs.get<TicketRecord>(paths.ticket(code))).data!;

    it('refuses a missing or too long answer with a 400 naming it, before any payment or write', async () => {
      const refusal = buy({
        answers: { company: 'x'.repeat(501) },
        attendees: [{ name: 'Ada', answers: { diet: 'Vegan' } }, { answers: { diet: 'None' } }],
      });
      await expect(refusal).rejects.toMatchObject({
        code: 'validation_failed',
        fields: {
          'answers.company': 'At most 500 characters',
          'answers.parking': 'Answer this question',
          'attendees.1.name': 'Enter the name of this ticket’s holder',
        },
      });
      expect(started).toBe(0);
      expect(await docs.query({ collection: collections.purchaseRequests, where: [] })).toEqual([]);
    });

    it('carries the answers into the order and each ticket, and lists and exports them', async () => {
      const { orderId, codes } = await boughtTickets();
      const order = (await docs.get<OrderRecord>(paths.order(orderId))).data!;
      expect(order.attendeeDetails).toEqual(goodDetails);
      expect(await ticketAt(codes[0]!)).toMatchObject({
        holderName: 'Ada Lovelace',
        attendeeEmail: 'ada@example.com',
        answers: { company: 'Acme', parking: 'yes', diet: 'Vegan' },
      });
      expect((await ticketAt(codes[1]!)).holderName).toBe('Bo Diddley');

      const list = async (query: object) =>
        (
          await listAttendees({ services: services(), eventId: 'e1', viewer: organiser, query })
        ).attendees
          .map((attendee) => attendee.holderName)
          // Tickets of one order share their creation time: the list's order among them is the store's.
          .sort();
      expect(await list({})).toEqual(['Ada Lovelace', 'Bo Diddley']);
      expect(await list({ q: 'lovelace' })).toEqual(['Ada Lovelace']);
      expect(await list({ question: 'diet', answer: 'none' })).toEqual(['Bo Diddley']);
      expect(await list({ question: 'diet', answer: 'vegan', q: 'bo' })).toEqual([]);

      const { event, pages } = await openAttendeeExport({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        filters: {},
      });
      const columns = attendeeColumnsFor(event.attendeeDetails);
      const rows: string[][] = [];
      for await (const page of pages) {
        for (const row of page) rows.push(columns.map((column) => String(column.value(row) ?? '')));
      }
      const headers = columns.map((column) => column.header);
      expect(headers.slice(-5)).toEqual([
        'Holder name',
        'Attendee email',
        'Dietary needs',
        'Company',
        'Parking?',
      ]);
      expect(rows.map((row) => row.slice(-5)).sort()).toEqual([
        ['Ada Lovelace', 'ada@example.com', 'Vegan', 'Acme', 'yes'],
        ['Bo Diddley', '', 'None', 'Acme', 'yes'],
      ]);
    });

    it('keeps a removed question’s answers, in the CSV under its label', async () => {
      await boughtTickets();
      await putAttendeeDetails({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        input: attendeeDetailsSettings.parse({
          ...settings,
          questions: settings.questions.filter((question) => question.id !== 'company'),
        }),
      });
      const { event, pages } = await openAttendeeExport({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        filters: {},
      });
      const columns = attendeeColumnsFor(event.attendeeDetails);
      const removed = columns.find((column) => column.header === 'Company (removed)')!;
      const first = (await pages.next()).value as Attendee[];
      expect(first.map((row) => removed.value(row))).toEqual(['Acme', 'Acme']);
    });

    it('lets the buyer edit a holder and the answers until the cut-off, then refuses with a 409', async () => {
      const { orderId, codes } = await boughtTickets();
      const edit = (input: object) =>
        editTicketAttendeeDetails({ services: services(), code: codes[1]!, uid: 'buyer-1', input });
      await expect(
        edit({ answers: { parking: 'no' }, attendee: { name: '', answers: { diet: 'Fish' } } }),
      ).rejects.toMatchObject({
        code: 'validation_failed',
        fields: {
          'attendee.name': 'Enter the name of this ticket’s holder',
          'attendee.answers.diet': 'Choose one of the options',
        },
      });
      const edited = await edit({
        answers: { parking: 'no' },
        attendee: { name: 'Bea Diddley', answers: { diet: 'Vegan' } },
      });
      expect(edited).toMatchObject({
        answers: { parking: 'no' },
        attendee: { name: 'Bea Diddley', answers: { diet: 'Vegan' } },
        editableUntil: '2026-11-30T18:00:00.000Z',
      });
      expect(edited.notEditable).toBeUndefined();
      expect(await ticketAt(codes[1]!)).toMatchObject({
        holderName: 'Bea Diddley',
        answers: { parking: 'no', diet: 'Vegan' },
      });
      // The order's answers change on every ticket; the other holder stays who they were.
      expect(await ticketAt(codes[0]!)).toMatchObject({
        holderName: 'Ada Lovelace',
        answers: { parking: 'no', diet: 'Vegan' },
      });
      expect((await ticketAt(codes[0]!)).answers).not.toHaveProperty('company');
      expect(
        (await docs.get<OrderRecord>(paths.order(orderId))).data?.attendeeDetails,
      ).toMatchObject({
        answers: { parking: 'no' },
        attendees: [{ name: 'Ada Lovelace' }, { name: 'Bea Diddley' }],
      });

      now = new Date('2026-11-30T18:00:00.000Z');
      const before = await ticketAt(codes[1]!);
      await expect(
        edit({ answers: { parking: 'yes' }, attendee: { name: 'Late' } }),
      ).rejects.toMatchObject({
        code: 'conflict',
        message: 'Answers could be changed until 2026-11-30T18:00:00.000Z',
      });
      expect(await ticketAt(codes[1]!)).toEqual(before);
      expect(
        (await getTicketAttendeeDetails({ services: services(), code: codes[1]!, uid: 'buyer-1' }))
          .notEditable,
      ).toBe('Answers could be changed until 2026-11-30T18:00:00.000Z');
    });

    it('shows and edits a ticket’s details only to the buyer of its order', async () => {
      const { codes } = await boughtTickets();
      await expect(
        getTicketAttendeeDetails({ services: services(), code: codes[0]!, uid: 'someone-else' }),
      ).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        editTicketAttendeeDetails({
          services: services(),
          code: codes[0]!,
          uid: 'someone-else',
          input: { attendee: { name: 'Mallory' } },
        }),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect((await ticketAt(codes[0]!)).holderName).toBe('Ada Lovelace');
    });

    it('gives a ticket passed on to a friend their name, not the buyer’s holder or answers', async () => {
      const { codes } = await boughtTickets();
      const { mailer, sent } = dedupingMailer();
      const transferring = { ...services(), mailer };
      await startTransfer({ services: transferring, code: codes[0]!, ...friend });
      const { code: friendsCode } = await claimTransfer({
        services: transferring,
        ...claimLinkIn(sent),
      });
      const friends = await ticketAt(friendsCode);
      expect(friends.holderName).toBe(friend.toName);
      expect(friends).not.toHaveProperty('answers');
      expect(friends).not.toHaveProperty('attendeeEmail');
      // The buyer can no longer rename either code.
      for (const code of [codes[0]!, friendsCode]) {
        await expect(
          editTicketAttendeeDetails({
            services: services(),
            code,
            uid: 'buyer-1',
            input: {
              answers: { parking: 'no' },
              attendee: { name: 'Not them', answers: { diet: 'None' } },
            },
          }),
        ).rejects.toMatchObject({
          code: 'conflict',
          message: 'This ticket was passed on: its holder gave their own name',
        });
      }
      expect((await ticketAt(friendsCode)).holderName).toBe(friend.toName);
    });
  },
);
