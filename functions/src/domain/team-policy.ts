import {
  eventRights,
  roleHasRight,
  type EventRight,
  type TeamRight,
  type TeamRole,
} from '../contract/team-roles';

/** A person's place in an organisation: their role and, unless all, the events they work on. */
export type Membership = { role: TeamRole; eventIds?: readonly string[] | null };

/** Who asks: a platform administrator may do anything; anyone else as their membership says. */
export type Asker = { isPlatformAdmin: boolean; membership: Membership | undefined };

/**
 * The policy's answer. `not_found`: the asker may not know the thing exists (answered 404,
 * as for a stranger, so nothing leaks); `forbidden`: they may see it but not do this (403,
 * naming the right they lack).
 */
export type Decision =
  | { allowed: true }
  | { allowed: false; answer: 'not_found' }
  | { allowed: false; answer: 'forbidden'; right: TeamRight };

const isEventRight = (right: TeamRight): right is EventRight =>
  eventRights.some((each) => each === right);

/** Whether a membership reaches this event: owners always; others when not limited away. */
export function reachesEvent(membership: Membership, eventId: string): boolean {
  if (membership.role === 'owner' || !membership.eventIds) return true;
  return membership.eventIds.includes(eventId);
}

/**
 * The one rule for every organiser route: may `asker` do `right`, on `eventId` for an
 * event's rights? Limits to chosen events apply to event rights; the organisation's own
 * rights (members, payout accounts, the audit log) follow the role alone.
 */
export function decide(asker: Asker, right: TeamRight, eventId?: string): Decision {
  if (asker.isPlatformAdmin) return { allowed: true };
  const { membership } = asker;
  if (!membership) return { allowed: false, answer: 'not_found' };
  if (isEventRight(right) && eventId !== undefined && !reachesEvent(membership, eventId)) {
    return { allowed: false, answer: 'not_found' };
  }
  if (!roleHasRight(membership.role, right)) return { allowed: false, answer: 'forbidden', right };
  return { allowed: true };
}
