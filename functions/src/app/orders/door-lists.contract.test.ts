/**
 * The attendee and order lists of an event, on both DocStores: a page costs one bounded
 * query whatever the filters (type, door state, search), the pages together are every
 * matching ticket or order once in order (ties included), search finds the start of an
 * email, a code or an order reference in any case, and tickets and orders stored before
 * their keywords and door state were kept get them from the one-time backfill.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendeesQuery, OrdersQuery } from '../../contract/orders';
import { doorStateOf } from '../../domain/door-state';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { countingDocStore } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { pageAfter } from '../../test-support/many-docs';
import { AppError } from '../common/app-error';
import { listAttendees, openAttendeeExport } from './attendee-list';
import {
  orderKeywords,
  ticketKeywords,
  type OrderRecord,
  type TicketRecord,
} from '../checkout/checkout-records';
import type { CheckInDeviceRecord } from '../check-in/door-records';
import { backfillDoorFields } from './door-fields';
import type { EventRecord } from '../events/event-records';
import { listOrders } from './order-list';
import { newUserRecord } from '../accounts/user-records';

const harnesses = docStoreHarnesses('demo-door-lists-contract');
const ticketCount = 600;
const orderCount = 200;
const organiser = { uid: 'org-1', isAdmin: false };
const longEmail = 'a-very-long-address-for-searching-beyond-the-index@example.com';

const at = (i: number) => new Date(Date.UTC(2026, 5, 1) + i * 60_000).toISOString();
/** Every tenth was stored before keywords and door state were kept. */
const isLegacy = (i: number) => i % 10 === 5;
const codeOf = (i: number) => `Code${String(i).padStart(5, '0')}XYZabc1234567`;
const emailOf = (i: number) => (i % 400 === 7 ? longEmail : `Buyer${i % 400}@Example.com`);

function ticketOf(i: number, eventId = 'ev1', code = codeOf(i)): TicketRecord {
  const status = i % 50 === 0 ? 'void' : 'valid';
  const checkedIn = i % 4 === 1;
  const base: TicketRecord = {
    orderId: `Order${Math.floor(i / 3)}`,
    eventId,
    typeId: i % 3 === 0 ? 'vip' : 'ga',
    typeName: i % 3 === 0 ? 'VIP' : 'General',
    email: emailOf(i),
    uid: `buyer-${i % 400}`,
    // Two tickets share each creation time, as the tickets of one order do.
    createdAt: at(Math.floor(i / 2)),
    ...(status === 'void' ? { status, voidReason: 'refunded' as const } : {}),
    ...(checkedIn
      ? { checkedInAt: at(5000 + i), checkedInBy: i % 8 === 1 ? 'device-1' : 'organiser:org-1' }
      : {}),
  };
  if (isLegacy(i)) return base;
  return {
    ...base,
    status,
    doorState: doorStateOf(base),
    keywords: ticketKeywords(base, code),
  };
}

const orderStatuses = ['paid', 'held', 'expired', 'refunded'] as const;
function orderOf(n: number, eventId = 'ev1', reference = `Order${n}`): OrderRecord {
  const base: OrderRecord = {
    eventId,
    uid: `buyer-${n}`,
    email: `Buyer${n}@Example.com`,
    requestId: `request-${n}`,
    items: [{ typeId: 'ga', name: 'General', quantity: 1 + (n % 3), unitPrice: 1000 }],
    amount: 1000 * (1 + (n % 3)),
    currency: 'ZAR',
    status: orderStatuses[n % 4]!,
    createdAt: at(Math.floor(n / 2)),
    holdExpiresAt: at(Math.floor(n / 2) + 15),
  };
  return isLegacy(n) ? base : { ...base, keywords: orderKeywords(base.email, reference) };
}

const ticketNumbers = Array.from({ length: ticketCount }, (_, i) => i);
const orderNumbers = Array.from({ length: orderCount }, (_, n) => n);

describe.each(harnesses)('attendee and order lists on $name', ({ open }) => {
  let docs: DocStore;

  /** Every row of a list, page by page, checking that each page costs one bounded query. */
  async function allPages<Page extends { nextCursor?: string }, Row>(
    readOnePage: (counted: DocStore, after: string | undefined) => Promise<Page>,
    rowsOf: (page: Page) => Row[],
  ) {
    const rows: Row[] = [];
    let after: string | undefined;
    do {
      const counted = countingDocStore(docs);
      const page = await readOnePage(counted.docs, after);
      expect(counted.calls.query).toBe(1);
      expect(counted.queries[0]?.limit).toBe(101);
      expect(counted.calls.count).toBe(0);
      expect(counted.calls.getAll).toBeLessThanOrEqual(2);
      rows.push(...rowsOf(page));
      after = page.nextCursor;
    } while (after !== undefined);
    return rows;
  }

  /** The organiser asks for ev1's list. */
  const asOrganiser = (counted: DocStore) => ({
    services: { docs: counted },
    eventId: 'ev1',
    viewer: organiser,
  });

  const allAttendees = (filters: Omit<AttendeesQuery, 'after' | 'limit'>) =>
    allPages(
      (counted, after) =>
        listAttendees({ ...asOrganiser(counted), query: { ...filters, ...pageAfter(after) } }),
      (page) => page.attendees,
    );

  const allOrders = (filters: Omit<OrdersQuery, 'after' | 'limit'>) =>
    allPages(
      (counted, after) =>
        listOrders({ ...asOrganiser(counted), query: { ...filters, ...pageAfter(after) } }),
      (page) => page.orders,
    );

  const codesOf = (numbers: number[]) => numbers.map(codeOf);

  beforeAll(async () => {
    docs = await open();
    const event: EventRecord = {
      uid: organiser.uid,
      name: 'Door night',
      description: '',
      createdAt: at(0),
      updatedAt: at(0),
    };
    await docs.set(paths.event('ev1'), event);
    await docs.set(paths.event('ev2'), { ...event, uid: 'org-2' });
    const device: CheckInDeviceRecord = {
      name: 'Front door',
      secretHash: 'x',
      createdAt: at(0),
      createdBy: organiser.uid,
    };
    await docs.set(paths.checkInDevice('ev1', 'device-1'), device);
    await docs.set(paths.user(organiser.uid), newUserRecord('organiser@example.com', at(0)));
    for (let start = 0; start < ticketCount; start += 300) {
      await docs.runTransaction(async (tx) => {
        for (const i of ticketNumbers.slice(start, start + 300)) {
          tx.set(paths.ticket(codeOf(i)), ticketOf(i));
        }
      });
    }
    await docs.runTransaction(async (tx) => {
      // Another event's tickets and orders, with the same emails: never listed with ev1's.
      for (let i = 0; i < 50; i++) {
        const code = `Other${String(i).padStart(5, '0')}XYZabc12345`;
        tx.set(paths.ticket(code), ticketOf(i, 'ev2', code));
        tx.set(paths.order(`OtherOrder${i}`), orderOf(i, 'ev2', `OtherOrder${i}`));
      }
      for (const n of orderNumbers) tx.set(paths.order(`Order${n}`), orderOf(n));
    });
  }, 180_000);

  it('backfills keywords and door state of tickets and orders stored without them, once', async () => {
    expect(await backfillDoorFields(docs)).toBe((ticketCount + 50 + orderCount + 50) / 10);
    const counted = countingDocStore(docs);
    expect(await backfillDoorFields(counted.docs)).toBe(0);
    expect(counted.calls).toEqual({ get: 1, getAll: 0, query: 0, count: 0 });
    const legacy = (await docs.get<TicketRecord>(paths.ticket(codeOf(5)))).data;
    expect(legacy?.doorState).toBe('checked_in');
    expect(legacy?.keywords).toContain('code00005');
    expect(legacy?.keywords).toContain('order1');
  }, 120_000);

  it('pages through every ticket once, oldest first, ties included, with who checked in', async () => {
    const attendees = await allAttendees({});
    expect(attendees.map((each) => each.code)).toEqual(codesOf(ticketNumbers));
    expect(attendees[1]).toMatchObject({
      code: codeOf(1),
      typeName: 'General',
      holderEmail: 'Buyer1@Example.com',
      orderReference: 'Order0',
      status: 'valid',
      checkedInAt: at(5001),
      checkedInBy: 'Front door',
    });
    expect(attendees[5]).toMatchObject({ checkedInBy: 'organiser@example.com' });
    expect(attendees[0]).toMatchObject({ status: 'void', voidReason: 'refunded' });
  }, 60_000);

  it.each(['checked_in', 'not_checked_in', 'void'] as const)(
    'filters by door state %s, alone and with a type',
    async (status) => {
      const ofState = (i: number) => doorStateOf(ticketOf(i)) === status;
      expect((await allAttendees({ status })).map((each) => each.code)).toEqual(
        codesOf(ticketNumbers.filter(ofState)),
      );
      expect((await allAttendees({ status, typeId: 'vip' })).map((each) => each.code)).toEqual(
        codesOf(ticketNumbers.filter((i) => ofState(i) && i % 3 === 0)),
      );
    },
    60_000,
  );

  it('finds tickets by the start of an email, a code or an order reference, in any case', async () => {
    const startsWith = (prefix: string) => (i: number) =>
      [emailOf(i), codeOf(i), `Order${Math.floor(i / 3)}`].some((text) =>
        text.toLowerCase().startsWith(prefix.toLowerCase()),
      );
    for (const q of ['buyer8', 'BUYER8@ex', 'code00012', 'order12', longEmail.toUpperCase()]) {
      const found = (await allAttendees({ q })).map((each) => each.code);
      expect(found, q).toEqual(codesOf(ticketNumbers.filter(startsWith(q))));
      expect(found.length, q).toBeGreaterThan(0);
    }
    // The start of the long email, past what the index keeps, but not the end of it.
    expect(await allAttendees({ q: `${longEmail.slice(0, 40)}x` })).toEqual([]);
    expect(
      (await allAttendees({ q: 'buyer8', typeId: 'ga', status: 'not_checked_in' })).map(
        (each) => each.code,
      ),
    ).toEqual(
      codesOf(
        ticketNumbers.filter(
          (i) =>
            startsWith('buyer8')(i) && i % 3 !== 0 && doorStateOf(ticketOf(i)) === 'not_checked_in',
        ),
      ),
    );
    expect(await allAttendees({ q: 'example.com' })).toEqual([]);
  }, 120_000);

  it('pages through orders newest first, by status and search', async () => {
    const references = (numbers: number[]) => numbers.map((n) => `Order${n}`);
    const newestFirst = [...orderNumbers].sort(
      (a, b) => Math.floor(b / 2) - Math.floor(a / 2) || (`Order${b}` < `Order${a}` ? -1 : 1),
    );
    const orders = await allOrders({});
    expect(orders.map((each) => each.reference)).toEqual(references(newestFirst));
    expect(orders.find((each) => each.reference === 'Order4')).toMatchObject({
      email: 'Buyer4@Example.com',
      quantity: 2,
      amount: 2000,
      currency: 'ZAR',
      status: 'paid',
    });
    expect((await allOrders({ status: 'refunded' })).map((each) => each.reference)).toEqual(
      references(newestFirst.filter((n) => n % 4 === 3)),
    );
    expect((await allOrders({ q: 'ORDER12' })).map((each) => each.reference)).toEqual(
      references(newestFirst.filter((n) => `${n}`.startsWith('12'))),
    );
    expect(
      (await allOrders({ q: 'buyer3', status: 'paid' })).map((each) => each.reference),
    ).toEqual(references(newestFirst.filter((n) => `${n}`.startsWith('3') && n % 4 === 0)));
  }, 60_000);

  it('exports every row the filters select, whatever the page', async () => {
    const { eventName, pages } = await openAttendeeExport({
      services: { docs },
      eventId: 'ev1',
      viewer: organiser,
      filters: { typeId: 'vip' },
    });
    expect(eventName).toBe('Door night');
    const codes: string[] = [];
    for await (const page of pages) codes.push(...page.map((each) => each.code));
    expect(codes).toEqual(codesOf(ticketNumbers.filter((i) => i % 3 === 0)));
  }, 60_000);

  it('tells another organiser the event does not exist; administrators see it', async () => {
    const asOther = listAttendees({
      services: { docs },
      eventId: 'ev1',
      viewer: { uid: 'org-2', isAdmin: false },
      query: {},
    });
    await expect(asOther).rejects.toBeInstanceOf(AppError);
    await expect(asOther).rejects.toMatchObject({ code: 'not_found' });
    const asAdmin = await listOrders({
      services: { docs },
      eventId: 'ev1',
      viewer: { uid: 'admin', isAdmin: true },
      query: { limit: 5 },
    });
    expect(asAdmin.orders).toHaveLength(5);
  });
});
