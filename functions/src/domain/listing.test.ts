import { describe, expect, it } from 'vitest';
import { areaKey, areaSearch, areasOf, listingOf } from './listing';

describe('listingOf', () => {
  const listed = {
    approved: true,
    startsAtUtc: '2026-11-20T17:00:00.000Z',
    overAt: '2026-11-20T17:00:00.000Z',
  };

  it('lists an approved, dated event its organiser did not keep off the lists', () => {
    expect(listingOf(listed)).toBe('listed');
    expect(listingOf({ ...listed, listed: true })).toBe('listed');
  });

  it('lists nothing unapproved, cancelled, kept off or undated', () => {
    expect(listingOf({ ...listed, approved: undefined })).toBeUndefined();
    expect(listingOf({ ...listed, approved: false })).toBeUndefined();
    expect(listingOf({ ...listed, cancelledAt: '2026-11-01T00:00:00.000Z' })).toBeUndefined();
    expect(listingOf({ ...listed, listed: false })).toBeUndefined();
    expect(listingOf({ approved: true })).toBeUndefined();
  });
});

describe('areas', () => {
  it('keys a place by its words, whatever their case, accents and punctuation', () => {
    expect(areaKey('  Cape   Town ')).toBe('cape-town');
    expect(areaKey('cape-town')).toBe('cape-town');
    expect(areaKey('Île-de-France')).toBe('ile-de-france');
    expect(areaKey('Αθήνα')).toBe('αθηνα');
    expect(areaKey('!!!')).toBe('');
  });

  it("finds an event by each part of its venue's text", () => {
    expect(areasOf('The Old Biscuit Mill, 373 Albert Rd, Woodstock, Cape Town')).toEqual([
      'the-old-biscuit-mill',
      '373-albert-rd',
      'woodstock',
      'cape-town',
    ]);
    expect(areasOf(undefined)).toEqual([]);
    expect(areasOf('A, b, a, , ;c')).toEqual(['a', 'b', 'c']);
    // Many parts: the town and region, last, are kept.
    expect(areasOf('1,2,3,4,5,6,7,8,9,Cape Town')).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'cape-town',
    ]);
  });

  it('searches by the first part asked and checks the others', () => {
    expect(areaSearch('Woodstock, Cape Town')).toEqual({
      key: 'woodstock',
      keys: ['woodstock', 'cape-town'],
    });
    expect(areaSearch(' , ')).toBeUndefined();
  });
});
