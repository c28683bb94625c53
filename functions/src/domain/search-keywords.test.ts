import { describe, expect, it } from 'vitest';
import { maxKeywords, searchKeywords, searchTerms } from './search-keywords';

describe('search keywords', () => {
  it('keeps every word and each prefix, lower-cased, once', () => {
    expect(searchKeywords(['Jazz at the Bay', 'Bay Hall, Cape Town'])).toEqual([
      'j',
      'ja',
      'jaz',
      'jazz',
      'a',
      'at',
      't',
      'th',
      'the',
      'b',
      'ba',
      'bay',
      'h',
      'ha',
      'hal',
      'hall',
      'c',
      'ca',
      'cap',
      'cape',
      'to',
      'tow',
      'town',
    ]);
  });

  it('keeps letters of any script and digits, and nothing of punctuation', () => {
    expect(searchKeywords(['Ümlaut-2026 café'])).toEqual(
      expect.arrayContaining(['ümlaut', '2026', 'café', 'caf']),
    );
    expect(searchKeywords(['— !! —', undefined])).toEqual([]);
  });

  it('is bounded: long words match on their first 20 characters, 300 keywords at most', () => {
    const long = 'a'.repeat(50);
    expect(searchKeywords([long])).toHaveLength(20);
    const many = Array.from({ length: 200 }, (_, i) => `word${i}x`).join(' ');
    expect(searchKeywords([many])).toHaveLength(maxKeywords);
  });

  it('queries the longest word of what was typed, and checks every word', () => {
    expect(searchTerms('  Bay JAZZ ')).toEqual({ term: 'jazz', words: ['bay', 'jazz'] });
    expect(searchTerms('x'.repeat(30))).toEqual({ term: 'x'.repeat(20), words: ['x'.repeat(20)] });
    expect(searchTerms('...')).toBeUndefined();
  });
});
