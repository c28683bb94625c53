/**
 * A ticket type's stock for the domain's tests (here, not in test-support/, because domain/
 * imports only itself): General at R150 in event e1, no sales window, nothing taken unless
 * told otherwise.
 */
import type { TypeStock } from './allocation';

export const generalStock = (overrides: Partial<TypeStock> = {}): TypeStock => ({
  eventId: 'e1',
  typeId: 'gen',
  name: 'General',
  price: 15000,
  currency: 'ZAR',
  capacity: 10,
  maxPerOrder: 4,
  salesStart: null,
  salesEnd: null,
  taken: 0,
  ...overrides,
});
