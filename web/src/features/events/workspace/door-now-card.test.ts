import { describe, expect, it } from 'vitest';
import { doorsOpenBeforeMs, isDoorOpen } from './door-now-card';

const startsAt = '2026-12-05T17:00:00.000Z';
const endsAt = '2026-12-05T22:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('isDoorOpen', () => {
  it('opens a few hours before the start and closes at the end', () => {
    const event = { startsAt, endsAt };
    expect(isDoorOpen(event, at(startsAt) - doorsOpenBeforeMs - 1)).toBe(false);
    expect(isDoorOpen(event, at(startsAt) - doorsOpenBeforeMs)).toBe(true);
    expect(isDoorOpen(event, at('2026-12-05T20:00:00.000Z'))).toBe(true);
    expect(isDoorOpen(event, at(endsAt))).toBe(true);
    expect(isDoorOpen(event, at(endsAt) + 1)).toBe(false);
  });

  it('takes the start for the end of an event without one, and knows nothing without dates', () => {
    expect(isDoorOpen({ startsAt }, at(startsAt))).toBe(true);
    expect(isDoorOpen({ startsAt }, at(startsAt) + 1)).toBe(false);
    expect(isDoorOpen({}, at(startsAt))).toBe(false);
  });
});
