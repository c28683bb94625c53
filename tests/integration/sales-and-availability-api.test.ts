/**
 * What a sale leaves behind, through the stack's `api` function: availability, the
 * organiser's sales, the sold counts and the ticket by its code, after real purchases
 * (beginTransaction, the fake Paystack, verifyPayment) on whichever backend the stack runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventWithTypes,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import { myEventsResponse } from '../../functions/src/contract/my-events';
import {
  availabilityResponse,
  salesResponse,
  ticketView,
} from '../../functions/src/contract/tickets';
import { deleteField } from '../../functions/src/ports/doc-store';
import { callApi } from '../support/api';
import { errorOfAnswer as errorOf } from '../support/api-errors';
import {
  newAdmin,
  signInAnonymously,
  signUp,
  uniqueEmail,
  type TestUser,
} from '../support/auth-emulator';
import { holdTickets as hold } from '../support/await-purchase';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { payHeldOrder as pay } from '../support/buy-tickets';
import { inDays } from '../support/dates';
import {
  allAdminEvents,
  createApprovedEvent as approvedEventOf,
  createEvent as createEventAs,
  typeIdOf,
} from '../support/events';

let organiser: TestUser;
let otherOrganiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, otherOrganiser, admin] = await Promise.all([
    signUp('organiser'),
    signUp('other'),
    newAdmin(),
  ]);
});
afterAll(closeBackendDocs);

const createEvent = (event: CreateEventRequest) => createEventAs(organiser, event);
const createApprovedEvent = (event: CreateEventRequest) => approvedEventOf(organiser, admin, event);

describe('availability, sales and tickets after one paid and one held order', () => {
  let event: EventWithTypes;
  let paidReference: string;
  let heldReference: string;
  let ticketCodes: string[];
  const buyerEmail = uniqueEmail('buyer');

  beforeAll(async () => {
    event = await createApprovedEvent({
      name: `Sales test ${Date.now()}`,
      description: 'Sold in the tests',
      startsAt: inDays(10),
      locationText: 'The Old Biscuit Mill',
      types: [
        { name: 'General', price: 15000, currency: 'ZAR', capacity: 10, maxPerOrder: 4 },
        { name: 'VIP', price: 45000, currency: 'ZAR', capacity: 1, maxPerOrder: 1 },
        {
          name: 'Later',
          price: 10000,
          currency: 'ZAR',
          capacity: 5,
          salesStart: inDays(5),
        },
        {
          name: 'Over',
          price: 10000,
          currency: 'ZAR',
          capacity: 5,
          salesStart: inDays(-5),
          salesEnd: inDays(-1),
        },
      ],
    });
  });

  const availability = async (eventId = event.id) => callApi(`/api/events/${eventId}/availability`);

  it('tells what is left and whether each type is on sale, cacheable for a few seconds', async () => {
    const answer = await availability();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
    expect(availabilityResponse.parse(answer.body).types).toEqual([
      { id: typeIdOf(event, 'General'), left: 10, state: 'on_sale' },
      { id: typeIdOf(event, 'VIP'), left: 1, state: 'on_sale' },
      { id: typeIdOf(event, 'Later'), left: 5, state: 'not_yet' },
      { id: typeIdOf(event, 'Over'), left: 5, state: 'ended' },
    ]);
  });

  it('refuses a bad event id, and hides unknown and unapproved events', async () => {
    const bad = await availability('not%20an%20id');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ eventId: 'Not an event id' });
    const unknown = await availability('no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const draft = await createEvent({ name: 'Not approved yet' });
    expect((await availability(draft.id)).status).toBe(404);
  });

  it('drops as tickets are paid for and held', async () => {
    const payer = await signInAnonymously();
    const paid = await hold(payer, event, [['General', 2]], buyerEmail);
    paidReference = paid.reference;
    ticketCodes = await pay(payer, paid.reference, paid.authorizationUrl);
    expect(ticketCodes).toHaveLength(2);
    const holder = await signInAnonymously();
    heldReference = (await hold(holder, event, [['VIP', 1]], uniqueEmail('holder'))).reference;

    const types = availabilityResponse.parse((await availability()).body).types;
    expect(types.slice(0, 2)).toEqual([
      { id: typeIdOf(event, 'General'), left: 8, state: 'on_sale' },
      { id: typeIdOf(event, 'VIP'), left: 0, state: 'sold_out' },
    ]);
  }, 60_000);

  it('shows the organiser what is sold, held and left, the revenue and the orders, newest first', async () => {
    const answer = await callApi(`/api/events/${event.id}/sales`, { token: organiser.idToken });
    expect(answer.status).toBe(200);
    const sales = salesResponse.parse(answer.body);
    const common = { currency: 'ZAR', held: 0, revenue: 0 };
    expect(sales.types).toEqual([
      {
        ...common,
        id: typeIdOf(event, 'General'),
        name: 'General',
        capacity: 10,
        sold: 2,
        left: 8,
        revenue: 30000,
      },
      {
        ...common,
        id: typeIdOf(event, 'VIP'),
        name: 'VIP',
        capacity: 1,
        sold: 0,
        held: 1,
        left: 0,
      },
      { ...common, id: typeIdOf(event, 'Later'), name: 'Later', capacity: 5, sold: 0, left: 5 },
      { ...common, id: typeIdOf(event, 'Over'), name: 'Over', capacity: 5, sold: 0, left: 5 },
    ]);
    expect(sales.orders).toEqual([
      expect.objectContaining({
        reference: heldReference,
        quantity: 1,
        amount: 45000,
        currency: 'ZAR',
        status: 'held',
      }),
      expect.objectContaining({
        reference: paidReference,
        email: buyerEmail,
        quantity: 2,
        amount: 30000,
        status: 'paid',
      }),
    ]);
    expect(sales.orders.some((order) => order.flagged !== undefined)).toBe(false);

    const asAdmin = await callApi(`/api/events/${event.id}/sales`, { token: admin.idToken });
    expect(salesResponse.parse(asAdmin.body)).toEqual(sales);
  });

  it('reports the same sold counts on the event itself', async () => {
    const read = eventWithTypes.parse(
      (await callApi(`/api/events/${event.id}`, { token: organiser.idToken })).body,
    );
    expect(read.types.map((type) => [type.name, type.sold])).toEqual([
      ['General', 2],
      ['VIP', 0],
      ['Later', 0],
      ['Over', 0],
    ]);
    expect(read.ticketsSold).toBe(2);
  });

  it("shows the sold counts in the organiser's events list and the administrators' queue", async () => {
    const mine = async () => {
      const answer = await callApi('/api/events/mine', { token: organiser.idToken });
      expect(answer.status).toBe(200);
      return myEventsResponse.parse(answer.body).events.find((listed) => listed.id === event.id);
    };
    // Held tickets (the VIP) are not sold.
    expect((await mine())?.ticketsSold).toBe(2);

    const queued = (await allAdminEvents(admin)).find((listed) => listed.id === event.id);
    expect(queued?.ticketsSold).toBe(2);
    expect(queued?.types.map((type) => [type.name, type.sold])).toEqual([
      ['General', 2],
      ['VIP', 0],
      ['Later', 0],
      ['Over', 0],
    ]);

    // An event saved before its type ids were kept on it is counted all the same.
    await backendDocs().update(`events/${event.id}`, { typeIds: deleteField });
    expect((await mine())?.ticketsSold).toBe(2);
  });

  it('keeps sales from everyone but the owner and administrators', async () => {
    const sales = (token?: string, eventId = event.id) =>
      callApi(`/api/events/${eventId}/sales`, token ? { token } : {});
    expect((await sales()).status).toBe(401);
    expect((await sales((await signInAnonymously()).idToken)).status).toBe(403);
    expect((await sales(otherOrganiser.idToken)).status).toBe(404);
    expect((await sales(organiser.idToken, 'no-such-event')).status).toBe(404);
    const bad = await sales(organiser.idToken, 'bad%20id');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ eventId: 'Not an event id' });
  });

  it('shows a ticket to whoever has its code, without signing in', async () => {
    const answer = await callApi(`/api/tickets/${ticketCodes[0]}`);
    expect(answer.status).toBe(200);
    expect(ticketView.parse(answer.body)).toEqual({
      code: ticketCodes[0],
      // Signed for its event (the check-in tests verify the signature itself).
      qrPayload: expect.stringMatching(
        new RegExp(`^tp1\\.${event.id}\\.${ticketCodes[0]}\\.[A-Za-z0-9_-]{86}$`),
      ),
      status: 'valid',
      orderReference: paidReference,
      typeName: 'General',
      holderEmail: buyerEmail,
      createdAt: expect.any(String),
      // Free to hand to a friend (until two hours before the start, the default).
      transfer: expect.objectContaining({ state: 'available' }),
      event: {
        id: event.id,
        name: event.name,
        startsAt: event.startsAt,
        locationText: 'The Old Biscuit Mill',
        // Approved once: holders were told its time and place, the calendar's first version.
        calendarSequence: 0,
      },
      // The buyer's own ticket links its order's receipt (no VAT number given: not a tax
      // invoice), by the link's own key.
      documents: {
        invoice: {
          title: 'Receipt',
          number: expect.stringMatching(/^INV-\d{6}$/),
          url: expect.stringMatching(
            new RegExp(`^/api/orders/${paidReference}/invoice\\.pdf\\?key=`),
          ),
        },
      },
    });
  });

  it('refuses a malformed ticket code and does not know an unknown one', async () => {
    const bad = await callApi('/api/tickets/short');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ code: 'Not a ticket code' });
    const unknown = await callApi(`/api/tickets/${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
  });
});
