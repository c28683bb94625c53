/**
 * The months the platform's fee invoices cover: calendar months in UTC, as every ledger
 * entry's `at` is written (an ISO instant ending in Z), so that an entry belongs to exactly
 * one month whatever the event's own time zone, and the platform, which sells in several
 * countries, has one reckoning for them all.
 */

/** A month, YYYY-MM. */
export type Month = string;

/**
 * How long after a month's end it is closed: a transaction stamps its entries (`at`) as it
 * starts and commits within seconds (Firestore gives one at most 270 s), so one stamped in the
 * last moments of a month is written by then. An invoice is issued only for a closed month, and
 * never changes after.
 */
export const monthClosingGraceMs = 15 * 60_000;

/** The month of an ISO instant in UTC. */
export const monthOf = (at: string): Month => new Date(at).toISOString().slice(0, 7);

/** The instant a month starts, as ISO (what ledger queries compare `at` with). */
export const monthStart = (month: Month): string => `${month}-01T00:00:00.000Z`;

/** The month after `month`. */
export function nextMonth(month: Month): Month {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

/** The latest month closed at `now`; every month before it is closed too. */
export function lastClosedMonth(now: Date): Month {
  const settled = new Date(now.getTime() - monthClosingGraceMs);
  return new Date(Date.UTC(settled.getUTCFullYear(), settled.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
}

/** Every month from `first` to `last`, both included, oldest first (none when first > last). */
export function monthsBetween(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** "November 2026": a month as a document says it. */
export function monthName(month: Month): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(monthStart(month)));
}
