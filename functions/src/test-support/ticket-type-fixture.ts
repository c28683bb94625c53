import type { TicketTypeRecord } from '../app/events/event-records';

/** A ticket type as the tests store it: General at R150, four an order, no sales window. */
export const generalTypeRecord = (overrides: Partial<TicketTypeRecord> = {}): TicketTypeRecord => ({
  name: 'General',
  price: 15000,
  currency: 'ZAR',
  capacity: 100,
  maxPerOrder: 4,
  salesStart: null,
  salesEnd: null,
  position: 0,
  ...overrides,
});
