import { describe, expect, it } from 'vitest';
import { sortMyTickets, type PlacedTicket } from './my-tickets-order';

const now = new Date('2026-12-01T10:00:00.000Z');

function ticket(
  code: string,
  event: PlacedTicket['event'],
  createdAt = '2026-11-01T00:00:00.000Z',
): PlacedTicket {
  return { code, createdAt, event };
}

const codes = (tickets: PlacedTicket[]) => sortMyTickets(tickets, now).map((t) => t.code);

describe('sortMyTickets', () => {
  it('puts upcoming events first (soonest first), then undated ones, then past ones (newest first)', () => {
    const tickets = [
      ticket('past-old', { id: 'a', startsAt: '2025-01-01T18:00:00.000Z' }),
      ticket('undated', { id: 'b' }),
      ticket('next-year', { id: 'c', startsAt: '2027-06-01T18:00:00.000Z' }),
      ticket('past-recent', { id: 'd', startsAt: '2026-11-30T18:00:00.000Z' }),
      ticket('tomorrow', { id: 'e', startsAt: '2026-12-02T18:00:00.000Z' }),
    ];
    expect(codes(tickets)).toEqual(['tomorrow', 'next-year', 'undated', 'past-recent', 'past-old']);
  });

  it('keeps an event under way among the upcoming ones until it ends', () => {
    const tickets = [
      ticket('tomorrow', { id: 'a', startsAt: '2026-12-02T18:00:00.000Z' }),
      ticket('now', {
        id: 'b',
        startsAt: '2026-12-01T09:00:00.000Z',
        endsAt: '2026-12-01T12:00:00.000Z',
      }),
      ticket('ended', {
        id: 'c',
        startsAt: '2026-12-01T08:00:00.000Z',
        endsAt: '2026-12-01T09:00:00.000Z',
      }),
    ];
    expect(codes(tickets)).toEqual(['now', 'tomorrow', 'ended']);
  });

  it('compares instants, not text, across time zone offsets', () => {
    const tickets = [
      // 17:00 UTC, though its text sorts after the other's.
      ticket('later', { id: 'a', startsAt: '2026-12-05T19:00:00+02:00' }),
      ticket('earlier', { id: 'b', startsAt: '2026-12-05T18:00:00+05:00' }),
    ];
    expect(codes(tickets)).toEqual(['earlier', 'later']);
  });

  it('uses the end when an event has only an end', () => {
    const tickets = [
      ticket('ends-past', { id: 'a', endsAt: '2026-11-01T00:00:00.000Z' }),
      ticket('ends-soon', { id: 'b', endsAt: '2026-12-03T00:00:00.000Z' }),
    ];
    expect(codes(tickets)).toEqual(['ends-soon', 'ends-past']);
  });

  it('keeps tickets of one event together, in the order they were bought', () => {
    const same = { startsAt: '2026-12-10T18:00:00.000Z' };
    const tickets = [
      ticket('b2', { id: 'b', ...same }, '2026-11-02T00:00:00.000Z'),
      ticket('a1', { id: 'a', ...same }, '2026-11-03T00:00:00.000Z'),
      ticket('b1', { id: 'b', ...same }, '2026-11-01T00:00:00.000Z'),
    ];
    expect(codes(tickets)).toEqual(['a1', 'b1', 'b2']);
  });

  it('does not change the list it is given', () => {
    const tickets = [
      ticket('past', { id: 'a', startsAt: '2025-01-01T00:00:00.000Z' }),
      ticket('soon', { id: 'b', startsAt: '2027-01-01T00:00:00.000Z' }),
    ];
    sortMyTickets(tickets, now);
    expect(tickets.map((t) => t.code)).toEqual(['past', 'soon']);
  });
});
