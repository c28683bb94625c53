/**
 * Search by indexed fields: a document keeps `keywords`, every word of its searchable text
 * and each prefix of it, lower-cased, so Firestore finds it with one `array-contains`.
 */

/** Characters of a word kept as keywords: longer words match on their first 20. */
export const maxKeywordLength = 20;
/** Keywords kept per document at most (each is an index entry). */
export const maxKeywords = 300;

/** The words of `text`: runs of letters and digits, lower-cased. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const cut = (word: string) => [...word].slice(0, maxKeywordLength).join('');

/** Every word of `texts` and each of its prefixes, without repeats, at most `maxKeywords`. */
export function searchKeywords(texts: ReadonlyArray<string | undefined>): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    for (const word of searchWords(text ?? '')) {
      const chars = [...cut(word)];
      for (let length = 1; length <= chars.length; length++) {
        if (keywords.size >= maxKeywords) return [...keywords];
        keywords.add(chars.slice(0, length).join(''));
      }
    }
  }
  return [...keywords];
}

/**
 * What to look for when someone types `text`: the keyword to query (its longest word, the
 * most selective) and every word, each of which a match must have among its keywords.
 * Undefined when `text` has no word.
 */
export function searchTerms(text: string): { term: string; words: string[] } | undefined {
  const words = [...new Set(searchWords(text).map(cut))];
  const term = words.reduce<string | undefined>(
    (longest, word) => (longest === undefined || word.length > longest.length ? word : longest),
    undefined,
  );
  return term === undefined ? undefined : { term, words };
}

/** Characters of a text kept as prefixes by `prefixKeywords`: longer searches match on these. */
export const maxPrefixLength = 32;

/** `text` as prefix search compares it: trimmed, NFKC, lower-cased. */
export const prefixSearchText = (text: string) =>
  text.normalize('NFKC').trim().toLocaleLowerCase('en');

/**
 * Each prefix of each whole text (an email, a ticket code, an order reference), lower-cased,
 * up to `maxPrefixLength` characters: what finds a ticket or an order by the start of any of
 * them with one `array-contains`. At most `maxPrefixLength` keywords per text.
 */
export function prefixKeywords(texts: readonly string[]): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    const chars = [...prefixSearchText(text)].slice(0, maxPrefixLength);
    for (let length = 1; length <= chars.length; length++) {
      keywords.add(chars.slice(0, length).join(''));
    }
  }
  return [...keywords];
}

/**
 * What a prefix search for `text` queries (`term`, cut to what is indexed) and what every
 * match must start with (`prefix`, checked on what was read when `text` is longer than the
 * index keeps). Undefined when `text` is blank.
 */
export function prefixSearch(text: string): { term: string; prefix: string } | undefined {
  const prefix = prefixSearchText(text);
  if (prefix === '') return undefined;
  return { term: [...prefix].slice(0, maxPrefixLength).join(''), prefix };
}
