import type { Viewer } from '../../domain/approval';
import { blobPaths, collections, paths } from '../../paths';
import type { Services } from '../common/services';
import { AppError } from '../common/app-error';
import type { InvitationRecord } from './invitation-records';
import { authoriseOrganisation } from './organisation-access';
import type { OrganisationRecord } from './organisation-records';

/** Entries, members and invitations one deletion removes at most (a transaction's writes). */
const maxDocuments = 400;

/**
 * `DELETE /api/organisations/{orgId}` (owners: `organisation.delete`): an organisation with no
 * events goes, with its members, open invitations, slug and audit log, in one transaction, and
 * then its logos. One with events is refused (409): their orders, tickets and money must stay
 * where they are.
 */
export async function deleteOrganisation({
  services: { docs, blobs },
  orgId,
  viewer,
}: {
  services: Pick<Services, 'docs' | 'blobs'>;
  orgId: string;
  viewer: Viewer;
}): Promise<void> {
  await docs.runTransaction(async (tx) => {
    await authoriseOrganisation(tx, orgId, viewer, 'organisation.delete');
    const byOrg = [{ field: 'orgId', op: '==' as const, value: orgId }];
    const [organisation, events, members, invitations, audit] = await Promise.all([
      tx.get<OrganisationRecord>(paths.organisation(orgId)),
      tx.query({ collection: collections.events, where: byOrg, limit: 1 }),
      tx.query({ collection: collections.memberships, where: byOrg }),
      tx.query<InvitationRecord>({ collection: collections.invitations, where: byOrg }),
      tx.query({ collection: paths.organisationAudit(orgId), limit: maxDocuments + 1 }),
    ]);
    if (events.length > 0) {
      throw new AppError(
        'conflict',
        'The organisation has events: delete them first (an event with sales stays, as its money does)',
      );
    }
    if (members.length + invitations.length + audit.length > maxDocuments) {
      throw new AppError('conflict', 'The organisation has too long a history to delete at once');
    }
    for (const doc of [...members, ...invitations, ...audit]) tx.delete(doc.path);
    if (organisation.data) tx.delete(paths.organisationSlug(organisation.data.slug));
    tx.delete(paths.organisation(orgId));
  });
  // Nothing refers to them now: a failure here leaves files nobody can reach, never a hole.
  await blobs.deleteFolder(blobPaths.organisationLogos(orgId));
}
