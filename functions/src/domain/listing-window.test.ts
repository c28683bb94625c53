import { describe, expect, it } from 'vitest';
import { listingWindow } from './listing-window';

const at = (iso: string) => new Date(iso);
const window = (when: 'today' | 'weekend' | 'month', now: string, zone?: string) => {
  const { from, to } = listingWindow(when, at(now), zone);
  return { from: from.toISOString(), to: to.toISOString() };
};

describe('listingWindow', () => {
  it("is today's rest, in Johannesburg's day", () => {
    // Thursday 5 November 2026, 23:30 in Johannesburg (UTC+2).
    expect(window('today', '2026-11-05T21:30:00.000Z')).toEqual({
      from: '2026-11-05T21:30:00.000Z',
      to: '2026-11-05T22:00:00.000Z',
    });
  });

  it('is the coming Saturday and Sunday on a weekday, and the rest of it at the weekend', () => {
    const saturday = { from: '2026-11-06T22:00:00.000Z', to: '2026-11-08T22:00:00.000Z' };
    expect(window('weekend', '2026-11-02T08:00:00.000Z')).toEqual(saturday);
    expect(window('weekend', '2026-11-06T21:59:00.000Z')).toEqual(saturday);
    expect(window('weekend', '2026-11-07T10:00:00.000Z')).toEqual({
      from: '2026-11-07T10:00:00.000Z',
      to: '2026-11-08T22:00:00.000Z',
    });
    expect(window('weekend', '2026-11-08T20:00:00.000Z')).toEqual({
      from: '2026-11-08T20:00:00.000Z',
      to: '2026-11-08T22:00:00.000Z',
    });
  });

  it("is the month's rest, across a year's end", () => {
    expect(window('month', '2026-12-31T10:00:00.000Z')).toEqual({
      from: '2026-12-31T10:00:00.000Z',
      to: '2026-12-31T22:00:00.000Z',
    });
  });

  it('keeps midnight across a daylight-saving change in a zone that has one', () => {
    // London moves to GMT on Sunday 25 October 2026: Saturday's midnight is BST, Monday's GMT.
    expect(window('weekend', '2026-10-21T12:00:00.000Z', 'Europe/London')).toEqual({
      from: '2026-10-23T23:00:00.000Z',
      to: '2026-10-26T00:00:00.000Z',
    });
  });
});
