import { describe, expect, it } from 'vitest';
import type { PublicEvent, PublicTicketType } from '../contract/public';
import { embeddedJson, eventPageBody, typeStateOf } from './event-page-markup';

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

describe('the buy panel’s reserved height', () => {
  const type = (id: string, fields: Partial<PublicTicketType> = {}): PublicTicketType => ({
    id,
    name: id,
    price: 15000,
    currency: 'ZAR',
    maxPerOrder: 4,
    left: 100,
    ...fields,
  });
  const event = (fields: Partial<PublicEvent>): PublicEvent => ({
    id: 'e1',
    name: 'Gig',
    description: '',
    types: [],
    ...fields,
  });
  const now = '2026-11-01T10:00:00.000Z';
  const reserve = (html: string) => /data-reserve style="([^"]*)"/.exec(html)?.[1];

  it('counts the rows, fee notes, total and fee lines the buy form will draw', () => {
    expect(reserve(eventPageBody(event({ types: [type('a'), type('b')] }), 'P', now))).toBe(
      '--ep-types: 2; --ep-fee-notes: 0; --ep-total: 1; --ep-fee-lines: 0',
    );
    const withFees = event({
      types: [type('a', { left: 0, serviceFee: 1000, serviceFeeVat: 150 }), type('b')],
    });
    // The first type on sale (b) is chosen: its price has no fee, so no fee lines.
    expect(reserve(eventPageBody(withFees, 'P', now))).toBe(
      '--ep-types: 2; --ep-fee-notes: 1; --ep-total: 1; --ep-fee-lines: 0',
    );
    const soldOut = event({ types: [type('a', { left: 0 })] });
    expect(reserve(eventPageBody(soldOut, 'P', now))).toBe(
      '--ep-types: 1; --ep-fee-notes: 0; --ep-total: 0; --ep-fee-lines: 0',
    );
  });

  it('reserves nothing for a waiting room, which draws something else', () => {
    const room = event({ types: [type('a')], waitingRoom: true });
    expect(reserve(eventPageBody(room, 'P', now))).toBeUndefined();
  });
});
