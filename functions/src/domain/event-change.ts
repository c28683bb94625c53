/**
 * What ticket holders were told of an event (its time and place) and whether an approved
 * edit changed it (issue 39): a change holders are emailed about, with a fresh calendar entry,
 * and, when the start moved far, the offer of their money back.
 */
export type EventFacts = {
  startsAt?: string;
  endsAt?: string;
  timeZone?: string;
  locationText?: string;
  location?: { lat: number; lng: number };
};

export type EventChange = 'when' | 'where';

/** The facts holders are told, as plain data (fields the event lacks are left out). */
export function eventFactsOf(event: EventFacts): EventFacts {
  return {
    ...(event.startsAt ? { startsAt: event.startsAt } : {}),
    ...(event.endsAt ? { endsAt: event.endsAt } : {}),
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
    ...(event.locationText ? { locationText: event.locationText } : {}),
    ...(event.location ? { location: { lat: event.location.lat, lng: event.location.lng } } : {}),
  };
}

const instant = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);

/** What changed between what holders were told and what is approved now: nothing, the time, the place. */
export function changesBetween(told: EventFacts, now: EventFacts): EventChange[] {
  const when =
    instant(told.startsAt) !== instant(now.startsAt) ||
    instant(told.endsAt) !== instant(now.endsAt) ||
    (told.timeZone ?? '') !== (now.timeZone ?? '');
  const where =
    (told.locationText ?? '') !== (now.locationText ?? '') ||
    told.location?.lat !== now.location?.lat ||
    told.location?.lng !== now.location?.lng;
  return [...(when ? (['when'] as const) : []), ...(where ? (['where'] as const) : [])];
}

/** Whether the start moved by more than `hours`, either way: buyers may then have their money back. */
export function startMovedMoreThan(told: EventFacts, now: EventFacts, hours: number): boolean {
  const before = instant(told.startsAt);
  const after = instant(now.startsAt);
  if (before === undefined || after === undefined) return false;
  return Math.abs(after - before) > hours * 3_600_000;
}
