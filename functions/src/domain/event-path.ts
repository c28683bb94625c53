import { slugOf } from './slug';

/** Characters of an event's slug at most: long enough to read, short enough to share. */
export const eventSlugMaxLength = 60;

/** Letters NFKD does not take apart into a Latin letter and an accent. */
const foldedLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The readable part of an event's address: its name in lower-case ASCII, accents folded,
 * everything else one hyphen ("Jazz à la Straße!" is `jazz-a-la-strasse`), cut at a word
 * within `eventSlugMaxLength`; empty for a name with no Latin letter or digit.
 */
export function eventSlugOf(name: string): string {
  const folded = name.toLowerCase().replace(/[ßæœøłđðþı]/g, (letter) => foldedLetters[letter]!);
  const whole = slugOf(folded, Number.MAX_SAFE_INTEGER);
  if (whole.length <= eventSlugMaxLength) return whole;
  const cut = whole.slice(0, eventSlugMaxLength + 1);
  const atWord = cut.lastIndexOf('-');
  return atWord >= eventSlugMaxLength / 2
    ? cut.slice(0, atWord)
    : slugOf(folded, eventSlugMaxLength);
}

/**
 * An event page's canonical path, `/event/{id}/{slug}` (`/event/{id}` when the name gives no
 * slug). The page answers at `/event/{id}` and under any slug, and names this one.
 */
export function canonicalEventPath(eventId: string, name: string): string {
  const slug = eventSlugOf(name);
  return `/event/${encodeURIComponent(eventId)}${slug ? `/${slug}` : ''}`;
}
