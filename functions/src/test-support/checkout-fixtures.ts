import type { EventRecord, TicketTypeRecord } from '../app/events/event-records';
import type { FeeSchedule } from '../domain/fees';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';

/** Stores an approved event `eventId` and its ticket types (ZAR 150.00, up to 4 per order). */
export async function storeApprovedEvent(
  docs: DocStore,
  eventId: string,
  types: Record<string, { name: string; capacity: number }>,
): Promise<void> {
  const event: EventRecord = {
    uid: 'organiser',
    name: 'Gig',
    description: '',
    approved: true,
    status: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  await docs.set(paths.event(eventId), event);
  let position = 0;
  for (const [typeId, { name, capacity }] of Object.entries(types)) {
    const type: TicketTypeRecord = {
      name,
      price: 15000,
      currency: 'ZAR',
      capacity,
      maxPerOrder: 4,
      salesStart: null,
      salesEnd: null,
      position: position++,
    };
    await docs.set(paths.eventType(eventId, typeId), type);
  }
}

/** The platform fee the tests price orders with: 5 % + R2.50 a ticket, 15 % VAT on it. */
export const testPlatformFee: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250 },
  vatBasisPoints: 1500,
};
