import type {
  EventWithTypes,
  PublicEvent,
  PublicTicketType,
  TicketTypeView,
} from '@contract/events';
import type { MyEventSummary } from '@contract/my-events';

/**
 * Contract-shaped fixtures; each test overrides only what it is about. An event summary may
 * say what its types offer (`capacity`), as the organiser's own list gives it.
 */
export function buildEventSummary(overrides: Partial<MyEventSummary> = {}): MyEventSummary {
  return {
    id: 'event-1',
    uid: 'user-1',
    name: 'Rooftop Sessions',
    description: 'Sunset beats on the roof',
    status: 'pending',
    ticketsSold: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildTicketType(overrides: Partial<TicketTypeView> = {}): TicketTypeView {
  return {
    id: 'type-1',
    name: 'General admission',
    price: 15000,
    currency: 'ZAR',
    capacity: 100,
    maxPerOrder: 10,
    sold: 0,
    ...overrides,
  };
}

export function buildEventWithTypes(overrides: Partial<EventWithTypes> = {}): EventWithTypes {
  return {
    ...buildEventSummary(),
    feeMode: 'absorbed',
    types: [buildTicketType()],
    ...overrides,
  };
}

/** A ticket type as the public page gets it (see `publicEvent`). */
export function buildPublicTicketType(overrides: Partial<PublicTicketType> = {}): PublicTicketType {
  // The owner's view without its capacity and sales, which buyers see only as what is left.
  const { capacity, sold, ...publicPart } = buildTicketType();
  return { ...publicPart, left: capacity - sold, ...overrides };
}

/** An event as anyone but its owner and administrators gets it. */
export function buildPublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 'event-1',
    name: 'Rooftop Sessions',
    description: 'Sunset beats on the roof',
    types: [buildPublicTicketType()],
    ...overrides,
  };
}
