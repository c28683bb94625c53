import { describe, expect, it } from 'vitest';
import {
  maxKeywords,
  maxPrefixLength,
  prefixKeywords,
  prefixSearch,
  searchKeywords,
  searchTerms,
} from './search-keywords';

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

describe('prefixKeywords and prefixSearch', () => {
  it('keeps each prefix of each whole text, lower-cased, up to the bound', () => {
    expect(prefixKeywords(['Ab@C', 'aX'])).toEqual(['a', 'ab', 'ab@', 'ab@c', 'ax']);
    const long = 'x'.repeat(maxPrefixLength + 10);
    expect(prefixKeywords([long])).toHaveLength(maxPrefixLength);
  });
  it('queries the indexed start of a search and checks the whole of it', () => {
    expect(prefixSearch('  Alice@EX ')).toEqual({ term: 'alice@ex', prefix: 'alice@ex' });
    const long = `${'y'.repeat(maxPrefixLength)}zz`;
    expect(prefixSearch(long)).toEqual({ term: 'y'.repeat(maxPrefixLength), prefix: long });
    expect(prefixSearch('   ')).toBeUndefined();
  });
});
