/** What places a ticket in the buyer's list: its event's dates, then the ticket itself. */
export type PlacedTicket = {
  code: string;
  createdAt: string;
  event: { id: string; startsAt?: string; endsAt?: string };
};

/** Sections of the list, in the order they are shown. */
const group = { upcoming: 0, undated: 1, past: 2 } as const;

type Placement = { group: (typeof group)[keyof typeof group]; key: number };

/**
 * Dates are compared as instants: they are ISO strings with any offset, so two of them do
 * not order as text. An event counts as upcoming until it ends (one under way is the one
 * the buyer needs at the door); without an end, until it starts.
 */
function placementOf({ event }: PlacedTicket, nowMs: number): Placement {
  const startsAt = event.startsAt ?? event.endsAt;
  const endsAt = event.endsAt ?? event.startsAt;
  if (startsAt === undefined || endsAt === undefined) return { group: group.undated, key: 0 };
  const start = Date.parse(startsAt);
  if (Date.parse(endsAt) > nowMs) return { group: group.upcoming, key: start };
  return { group: group.past, key: -start };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * "My tickets" in the order a buyer wants them: upcoming events first (soonest first), then
 * events without dates, then past events (most recent first). Tickets of one event stay
 * together, in the order they were bought.
 */
export function sortMyTickets<T extends PlacedTicket>(tickets: readonly T[], now: Date): T[] {
  const nowMs = now.getTime();
  const placed = tickets.map((ticket) => ({ ticket, placement: placementOf(ticket, nowMs) }));
  placed.sort(
    (a, b) =>
      a.placement.group - b.placement.group ||
      a.placement.key - b.placement.key ||
      byText(a.ticket.event.id, b.ticket.event.id) ||
      byText(a.ticket.createdAt, b.ticket.createdAt) ||
      byText(a.ticket.code, b.ticket.code),
  );
  return placed.map(({ ticket }) => ticket);
}
