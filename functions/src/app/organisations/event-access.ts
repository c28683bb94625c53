import { teamRights, type TeamRight } from '../../contract/team-roles';
import { membershipOfApiKey } from '../../domain/api-key-principal';
import type { Viewer } from '../../domain/approval';
import { decide, type Asker, type Decision, type Membership } from '../../domain/team-policy';
import { paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { EventRecord } from '../events/event-records';
import type { MembershipRecord } from './organisation-records';

/** What reads a document: the store, or a transaction that reads for its writes. */
export type DocReader = Pick<Transaction, 'get'>;

/**
 * The asker's place in the organisation the event belongs to, read on every request (so a
 * member removed or demoted is refused at once). An event made before organisations that the
 * migration has not moved yet belongs to its creator alone, as it did then. An API key is a
 * member of its own organisation with its role and events, and of nothing else.
 */
export async function askerOf(
  reader: DocReader,
  event: Pick<EventRecord, 'uid' | 'orgId'>,
  viewer: Viewer,
): Promise<Asker> {
  if (!viewer) return { isPlatformAdmin: false, membership: undefined };
  if (viewer.apiKey) {
    return { isPlatformAdmin: false, membership: membershipOfApiKey(viewer.apiKey, event.orgId) };
  }
  if (viewer.isAdmin) return { isPlatformAdmin: true, membership: undefined };
  if (!event.orgId) {
    const owner: Membership | undefined = viewer.uid === event.uid ? { role: 'owner' } : undefined;
    return { isPlatformAdmin: false, membership: owner };
  }
  const membership = (await reader.get<MembershipRecord>(paths.membership(event.orgId, viewer.uid)))
    .data;
  return {
    isPlatformAdmin: false,
    // A membership record is the policy's Membership (role, events) with more beside.
    membership,
  };
}

/** The right's name as people read it in a refusal: "money.view" becomes "money view". */
const spoken = (right: TeamRight) => right.replace(/[._]/g, ' ');

/**
 * The answer to a refusal: 404 (`notFoundAs`) to someone who may not know of the thing, 403
 * naming the right to someone who may see it but not do this.
 */
export function refusal(decision: Decision, notFoundAs: string): AppError {
  if (decision.allowed || decision.answer === 'not_found') return notFound(notFoundAs);
  return new AppError(
    'forbidden',
    `Your role in this organisation does not allow ${spoken(decision.right)}`,
    undefined,
    { right: decision.right },
  );
}

/**
 * May `viewer` do `right` on this event? Throws as the policy answers: 404 (`notFoundAs`, the
 * event unless said) when they may not know of it, 403 naming the right when they may see it
 * but not do this. Returns who acts, for the records the action leaves.
 */
export async function authoriseEvent(
  reader: DocReader,
  event: Pick<EventRecord, 'uid' | 'orgId'> & { id: string },
  viewer: Viewer,
  right: TeamRight,
  notFoundAs = 'Event',
): Promise<NonNullable<Viewer>> {
  const decision = decide(await askerOf(reader, event, viewer), right, event.id);
  // Nobody signed in is never allowed (a stranger may not know of the event).
  if (decision.allowed && viewer) return viewer;
  throw refusal(decision, notFoundAs);
}

/** Whether `viewer` may do `right` on this event, for views that show more or less. */
export async function mayDo(
  reader: DocReader,
  event: Pick<EventRecord, 'uid' | 'orgId'> & { id: string },
  viewer: Viewer,
  right: TeamRight,
): Promise<boolean> {
  return decide(await askerOf(reader, event, viewer), right, event.id).allowed;
}

/** Every right `viewer` has on this event: one membership read, then the table. */
export async function rightsOn(
  reader: DocReader,
  event: Pick<EventRecord, 'uid' | 'orgId'> & { id: string },
  viewer: Viewer,
): Promise<TeamRight[]> {
  const asker = await askerOf(reader, event, viewer);
  return teamRights.filter((right) => decide(asker, right, event.id).allowed);
}
