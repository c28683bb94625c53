import { describe, expect, it } from 'vitest';
import { doorStateOf } from './door-state';

describe('doorStateOf', () => {
  it('is void for a void ticket, even one checked in before', () => {
    expect(doorStateOf({ status: 'void', checkedInAt: '2026-06-01T20:14:00.000Z' })).toBe('void');
  });
  it('is checked_in with a check-in, not_checked_in without (a missing status is valid)', () => {
    expect(doorStateOf({ checkedInAt: '2026-06-01T20:14:00.000Z' })).toBe('checked_in');
    expect(doorStateOf({ status: 'valid' })).toBe('not_checked_in');
    expect(doorStateOf({})).toBe('not_checked_in');
  });
});
