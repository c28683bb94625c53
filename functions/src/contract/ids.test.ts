import { describe, expect, it } from 'vitest';
import { eventPathParams, ticketCode, userId } from './ids';

describe('ids', () => {
  it('takes letters, digits, _ and -', () => {
    expect(eventPathParams.parse({ eventId: 'aB3_-x' })).toEqual({ eventId: 'aB3_-x' });
    expect(userId.parse('u'.repeat(128))).toHaveLength(128);
    expect(ticketCode.parse('A'.repeat(22))).toHaveLength(22);
  });

  it('refuses ids the store reserves, and anything else that is not an id, naming the parameter', () => {
    for (const bad of ['__x__', '__name__', '____', 'a/b', '.', '..', '', 'x'.repeat(65), 'é']) {
      const result = eventPathParams.safeParse({ eventId: bad });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['eventId', 'Not an event id'],
      ]);
    }
    expect(ticketCode.safeParse('__AAAAAAAAAAAAAAAAAA__').success).toBe(false);
    expect(userId.safeParse('__name__').success).toBe(false);
  });
});
