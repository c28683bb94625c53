import { describe, expect, it } from 'vitest';
import type { MyEventSummary } from '@contract/my-events';
import { buildEventSummary } from '@/test/event-factories';
import { groupForHome } from './home-events';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const event = (id: string, times: Partial<MyEventSummary>): MyEventSummary =>
  buildEventSummary({ id, name: id, ...times });

describe('groupForHome', () => {
  it('puts what is to come first, soonest first, then undated events, and folds the past', () => {
    const groups = groupForHome(
      [
        event('draft', {}),
        event('next-month', { startsAt: '2026-12-28T18:00:00.000Z' }),
        event('last-week', { startsAt: '2026-11-21T18:00:00.000Z' }),
        event('tomorrow', { startsAt: '2026-11-29T18:00:00.000Z' }),
        event('last-year', { startsAt: '2025-11-21T18:00:00.000Z' }),
      ],
      now,
    );

    expect(groups.upcoming.map((each) => each.id)).toEqual(['tomorrow', 'next-month', 'draft']);
    expect(groups.past.map((each) => each.id)).toEqual(['last-week', 'last-year']);
  });

  it('keeps an event that started but has not ended among the upcoming ones', () => {
    const running = event('running', {
      startsAt: '2026-11-28T10:00:00.000Z',
      endsAt: '2026-11-28T14:00:00.000Z',
    });
    const ended = event('ended', { startsAt: '2026-11-28T08:00:00.000Z' });

    const groups = groupForHome([running, ended], now);

    expect(groups.upcoming).toEqual([running]);
    expect(groups.past).toEqual([ended]);
  });
});
