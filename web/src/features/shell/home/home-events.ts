import type { MyEventSummary } from '@contract/my-events';

export type HomeEventGroups = { upcoming: MyEventSummary[]; past: MyEventSummary[] };

const startOf = (event: MyEventSummary) =>
  event.startsAt ? Date.parse(event.startsAt) : Number.NaN;

/** When an event is over: its end, or its start when it gives no end; NaN while undated. */
const overAtOf = (event: MyEventSummary) => Date.parse(event.endsAt ?? event.startsAt ?? '');

/**
 * The organiser's home lists what is still to come first, soonest first, then events without
 * a date yet (still being set up, newest first as the API gives them); events that are over
 * are folded away, the most recent first.
 */
export function groupForHome(events: readonly MyEventSummary[], now: number): HomeEventGroups {
  const past = events.filter((event) => overAtOf(event) < now);
  const rest = events.filter((event) => !past.includes(event));
  const dated = rest.filter((event) => !Number.isNaN(startOf(event)));
  const undated = rest.filter((event) => Number.isNaN(startOf(event)));
  return {
    upcoming: [...dated.sort((a, b) => startOf(a) - startOf(b)), ...undated],
    past: past.sort((a, b) => startOf(b) - startOf(a)),
  };
}
