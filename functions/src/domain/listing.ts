/**
 * What's on (issue 40): which events the public lists show, and the city-or-area keys they are
 * found by. Pure, so every write that changes what decides it derives the same stored value.
 */

/** The value of an event's `listing` while it is on the public lists; otherwise unset. */
export const listedValue = 'listed';

export type ListingFacts = {
  approved?: boolean;
  cancelledAt?: string;
  /** The organiser's "List on What's on"; unset means on. */
  listed?: boolean;
  /** When it starts and is over, in UTC (the stored `startsAtUtc` and `overAt`). */
  startsAtUtc?: string;
  overAt?: string;
};

/**
 * `listing` as stored: `listed` for an approved event that was not cancelled, that the
 * organiser did not keep off the lists, and that has a date to be listed by; else undefined
 * (the field is deleted). Whether it has ended is the query's business, not the record's.
 */
export function listingOf(event: ListingFacts): typeof listedValue | undefined {
  const onTheLists =
    event.approved === true &&
    event.cancelledAt === undefined &&
    event.listed !== false &&
    event.startsAtUtc !== undefined &&
    event.overAt !== undefined;
  return onTheLists ? listedValue : undefined;
}

/** Area keys kept per event, and characters per key. */
export const maxAreas = 8;
export const maxAreaLength = 60;

/**
 * `text` as an area key: its words (letters and digits), lower-cased, accents dropped,
 * joined by single hyphens ("Cape  Town" and "cape-town" are `cape-town`, "Soweto" and
 * "SOWETO" `soweto`, "Sandton, " `sandton`). Empty when `text` has no word.
 */
export function areaKey(text: string): string {
  const words =
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('en')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...words.join('-')].slice(0, maxAreaLength).join('').replace(/-+$/, '');
}

/**
 * The areas an event is found by: each comma-separated part of its venue's text as an area
 * key ("The Old Biscuit Mill, Woodstock, Cape Town" is found by `woodstock` and `cape-town`,
 * and by the venue's own name), without repeats, at most `maxAreas` (the last ones, which
 * name the town and region, are kept when there are more).
 */
export function areasOf(locationText: string | undefined): string[] {
  const keys = (locationText ?? '')
    .split(/[,;\n]/)
    .map(areaKey)
    .filter((key) => key !== '');
  return [...new Set(keys)].slice(-maxAreas);
}

/**
 * What an `?area=` search for `text` asks: the key to query (its first part, the most
 * specific) and every part's key, each of which an event must have. Undefined when `text` has
 * no word.
 */
export function areaSearch(text: string): { key: string; keys: string[] } | undefined {
  const keys = areasOf(text);
  return keys[0] === undefined ? undefined : { key: keys[0], keys };
}
