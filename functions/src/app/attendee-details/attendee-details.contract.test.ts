/**
 * Attendee details end to end on both DocStores: the organiser's questions, answers checked
 * by beginTransaction before anything is written, carried by the request into the order the
 * allocator creates and onto each ticket, shown in the attendee list (searchable by name,
 * filterable by answer) and the CSV; a removed question's answers kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { attendeeDetailsSettings } from '../../contract/attendee-details';
import type { Attendee } from '../../contract/orders';
import { collections, paths } from '../../paths';
import {
  attendeeSettings as settings,
  attendeeTestBed,
  goodDetails,
  organiser,
} from '../../test-support/attendee-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { attendeeColumnsFor } from '../../http/attendee-csv-columns';
import type { OrderRecord } from '../checkout/checkout-records';
import { listAttendees, openAttendeeExport } from '../orders/attendee-list';
import { orderTicketFacts } from '../tickets/order-ticket-facts';
import { walletTicketFacts } from '../tickets/wallet-ticket-facts';
import { putAttendeeDetails } from './attendee-settings';

describe.each(docStoreHarnesses('demo-attendee-details'))(
  'attendee details on $name',
  ({ open }) => {
    const bed = attendeeTestBed();
    const { services, buy, boughtTickets, ticketAt } = bed;
    beforeEach(async () => bed.setUp(await open()));
    /** The organiser's CSV export of e1, unfiltered: its columns and its pages of rows. */
    const openExport = async () => {
      const { event, pages } = await openAttendeeExport({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        filters: {},
      });
      return { columns: attendeeColumnsFor(event.attendeeDetails), pages };
    };

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
      expect(bed.started()).toBe(0);
      expect(
        await bed.docs().query({ collection: collections.purchaseRequests, where: [] }),
      ).toEqual([]);
    });

    it('carries the answers into the order and each ticket, and lists and exports them', async () => {
      const { orderId, codes } = await boughtTickets();
      const order = (await bed.docs().get<OrderRecord>(paths.order(orderId))).data!;
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
      const page = await listAttendees({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        query: {},
      });
      expect(page.questions?.map((question) => question.label)).toEqual([
        'Dietary needs',
        'Company',
        'Parking?',
      ]);

      const { columns, pages } = await openExport();
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

    it('names each ticket’s holder in the ticket email, the PDF and the wallet passes', async () => {
      const { orderId, codes } = await boughtTickets();
      expect((await walletTicketFacts(services(), codes[0]!)).holder).toBe('Ada Lovelace');
      const order = await bed.docs().get<OrderRecord>(paths.order(orderId));
      const facts = await orderTicketFacts(services(), { ...order, data: order.data! });
      expect(facts.tickets.map((ticket) => ticket.holder).sort()).toEqual([
        'Ada Lovelace',
        'Bo Diddley',
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
      const { columns, pages } = await openExport();
      const removed = columns.find((column) => column.header === 'Company (removed)')!;
      const first = (await pages.next()).value as Attendee[];
      expect(first.map((row) => removed.value(row))).toEqual(['Acme', 'Acme']);
    });
  },
);
