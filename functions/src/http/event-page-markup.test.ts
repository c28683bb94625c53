import { describe, expect, it } from 'vitest';
import type { PublicTicketType } from '../contract/public';
import { embeddedJson, typeStateOf } from './event-page-markup';

describe('embeddedJson', () => {
  it('has no character that could end or change a script element, and parses back', () => {
    const value = { name: '</script><!-- a & b \u2028 \u2029 -->', n: 1 };
    const text = embeddedJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('typeStateOf', () => {
  const type = (fields: Partial<PublicTicketType>): PublicTicketType => ({
    id: 't',
    name: 'General',
    price: 15000,
    currency: 'ZAR',
    maxPerOrder: 4,
    left: 100,
    ...fields,
  });
  const now = '2026-11-01T10:00:00.000Z';

  it('says what a buyer can do now', () => {
    expect(typeStateOf(type({}), now).label).toBe('On sale');
    expect(typeStateOf(type({ left: 10 }), now).label).toBe('Only 10 left');
    expect(typeStateOf(type({ left: 11 }), now).label).toBe('On sale');
    expect(typeStateOf(type({ left: 0 }), now).label).toBe('Sold out');
    expect(typeStateOf(type({ salesStart: '2026-11-02T00:00:00.000Z' }), now).label).toBe(
      'Not on sale yet',
    );
    expect(typeStateOf(type({ salesEnd: now, left: 0 }), now).label).toBe('Sales ended');
  });
});
