import { describe, expect, it } from 'vitest';
import { timeLeftWords } from './time-left';

describe('timeLeftWords', () => {
  const at = Date.parse('2026-12-01T10:00:00Z');
  const plus = (ms: number) => new Date(at + ms).toISOString();
  it('says hours and minutes, minutes, or less than a minute', () => {
    expect(timeLeftWords(plus((23 * 60 + 5) * 60_000 + 30_000), at)).toBe('23 h 5 min');
    expect(timeLeftWords(plus(2 * 3_600_000), at)).toBe('2 h');
    expect(timeLeftWords(plus(12 * 60_000 + 59_000), at)).toBe('12 min');
    expect(timeLeftWords(plus(59_000), at)).toBe('less than a minute');
    expect(timeLeftWords(plus(-5_000), at)).toBe('less than a minute');
  });
});
