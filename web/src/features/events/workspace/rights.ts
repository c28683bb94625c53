import type { EventWithTypes } from '@contract/events';
import type { TeamRight } from '@contract/team-roles';

/**
 * Whether the viewer may do `right` on the event, as its read said (`yourRights`). An answer
 * without them (a server from before teams) means its creator or an administrator: everything.
 * The server decides regardless; this only keeps out of sight what would be refused.
 */
export function can(event: Pick<EventWithTypes, 'yourRights'>, right: TeamRight): boolean {
  return event.yourRights?.includes(right) ?? true;
}
