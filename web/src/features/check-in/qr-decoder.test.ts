import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './qr-decoder';

describe('a code the camera keeps seeing', () => {
  it('counts once while it stays in sight, and again after a quiet moment', () => {
    const isNew = createRepeatFilter(4000);
    expect(isNew('ticket-a', 0)).toBe(true);
    // Seen on every frame for ten seconds: still the same guest.
    for (let at = 150; at <= 10_000; at += 150) expect(isNew('ticket-a', at)).toBe(false);
    expect(isNew('ticket-a', 14_500)).toBe(true);
  });

  it('counts another code at once', () => {
    const isNew = createRepeatFilter(4000);
    expect(isNew('ticket-a', 0)).toBe(true);
    expect(isNew('ticket-b', 100)).toBe(true);
    expect(isNew('ticket-a', 200)).toBe(true);
  });
});
