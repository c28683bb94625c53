/** An event asking attendee details, and a buyer's purchase of two tickets through the allocator. */
import { expect } from 'vitest';
import { attendeeDetailsSettings } from '../contract/attendee-details';
import type { AttendeeDetailsSettingsInput } from '../contract/attendee-details';
import { beginTransactionRequest } from '../contract/checkout';
import { collections, paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { PaymentGateway } from '../ports/payment-gateway';
import { allocatePurchases } from '../app/allocator/allocate-purchases';
import { beginTransaction } from '../app/checkout/begin-transaction';
import type { OrderRecord, TicketRecord } from '../app/checkout/checkout-records';
import { fulfilOrder } from '../app/payments/fulfil-order';
import { forgetRecentReads } from '../app/common/recent-reads';
import type { Services } from '../app/common/services';
import { putAttendeeDetails } from '../app/attendee-details/attendee-settings';
import { dietQuestion } from './attendee-questions';
import { startOnlyPayments, storeApprovedEvent, testAllocatorTerms } from './checkout-fixtures';

export const organiser = { uid: 'organiser', isAdmin: false };

/** A holder's name, an optional email, a choice per ticket, a text and a yes/no per order. */
export const attendeeSettings: AttendeeDetailsSettingsInput = {
  holderName: 'required',
  holderEmail: 'optional',
  editCutoffHours: 24,
  questions: [
    dietQuestion,
    { id: 'company', label: 'Company', kind: 'text', per: 'order', required: false },
    { id: 'parking', label: 'Parking?', kind: 'yes_no', per: 'order', required: true },
  ],
};

export const goodDetails = {
  answers: { company: 'Acme', parking: 'yes' },
  attendees: [
    { name: 'Ada Lovelace', email: 'ada@example.com', answers: { diet: 'Vegan' } },
    { name: 'Bo Diddley', answers: { diet: 'None' } },
  ],
};

/**
 * The event `e1` (starting 2026-12-01 18:00 UTC) with `attendeeSettings`, on `docs`, and a
 * buyer `buyer-1`: `started` counts the payments started, `now` moves the clock.
 */
export function attendeeTestBed() {
  let docs: DocStore;
  let now = new Date('2026-11-22T10:00:00.000Z');
  let started = 0;
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

  async function setUp(opened: DocStore) {
    docs = opened;
    forgetRecentReads(docs);
    now = new Date('2026-11-22T10:00:00.000Z');
    started = 0;
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
    await docs.set(paths.event('e1'), { startsAt: '2026-12-01T18:00:00.000Z' }, { merge: true });
    await putAttendeeDetails({
      services: services(),
      eventId: 'e1',
      viewer: organiser,
      input: attendeeDetailsSettings.parse(attendeeSettings),
    });
  }

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

  return {
    setUp,
    services,
    buy,
    boughtTickets,
    docs: () => docs,
    started: () => started,
    setNow: (at: string) => {
      now = new Date(at);
    },
    ticketAt: async (code: string) => (await docs.get<TicketRecord>(paths.ticket(code))).data!,
  };
}
