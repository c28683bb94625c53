import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { AppError } from '../common/app-error';
import type { EventRecord } from '../events/event-records';
import { readEventSettlement } from '../erasure/event-settlement';
import { recordAudit } from '../organisations/audit-log';
import type { MembershipRecord, OrganisationRecord } from '../organisations/organisation-records';

type Membership = { orgId: string; role: MembershipRecord['role'] };

/**
 * Refuses (409) to delete the account of an organisation's last owner while the organisation
 * still needs one: it has other members (they would be left with nobody to manage the team,
 * its money or its payout accounts), or an event that is not yet over and paid out (its
 * buyers, its door and its payout still need an organiser). Hand ownership over, or wait
 * until the events are paid out. Returns the person's memberships.
 */
export async function checkAccountCanLeave(
  { docs, now }: { docs: DocStore; now: Date },
  uid: string,
): Promise<Membership[]> {
  const memberships = (
    await docs.query<MembershipRecord>({
      collection: collections.memberships,
      where: [{ field: 'uid', op: '==', value: uid }],
    })
  ).map(({ data }) => ({ orgId: data.orgId, role: data.role }));
  for (const { orgId, role } of memberships) {
    if (role !== 'owner') continue;
    const members = await docs.query<MembershipRecord>({
      collection: collections.memberships,
      where: [{ field: 'orgId', op: '==', value: orgId }],
    });
    if (members.some((member) => member.data.uid !== uid && member.data.role === 'owner')) {
      continue;
    }
    const name = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data?.name;
    const organisation = name ? `"${name}"` : 'an organisation';
    if (members.length > 1) {
      throw new AppError(
        'conflict',
        `You are the only owner of ${organisation}: make someone else an owner first`,
      );
    }
    const events = await docs.query<EventRecord>({
      collection: collections.events,
      where: [{ field: 'orgId', op: '==', value: orgId }],
    });
    for (const event of events) {
      // Only an approved event sells: one pending or rejected has nobody waiting on it.
      if (event.data.status !== 'approved') continue;
      const settlement = await readEventSettlement(docs, event.id, now);
      if (!settlement.isSettled) {
        throw new AppError(
          'conflict',
          `${settlement.name} of ${organisation} is not over and paid out yet: your account is needed until it is`,
        );
      }
    }
  }
  return memberships;
}

/** Removes the person's memberships, each with its organisation's audit entry. */
export async function leaveOrganisations(
  { docs, now }: { docs: DocStore; now: Date },
  uid: string,
  memberships: readonly Membership[],
): Promise<void> {
  for (const { orgId, role } of memberships) {
    await docs.runTransaction(async (tx) => {
      const path = paths.membership(orgId, uid);
      if (!(await tx.get(path)).data) return;
      tx.delete(path);
      recordAudit(tx, orgId, now, {
        kind: 'member.removed',
        actorUid: uid,
        summary: 'A member left: their account was deleted',
        before: { uid, role },
      });
    });
  }
}
