import type { Transaction } from '../../ports/doc-store';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type {
  MembershipRecord,
  OrganisationRecord,
  OrganisationSlugRecord,
} from './organisation-records';
import { organisationSlugOf, slugCandidates } from './slug';

/**
 * Writes a new organisation `orgId` named `name`, with `ownerUid` as its owner and the first
 * free slug made from the name (claimed in `organisationSlugs`), in `tx`. Returns the slug.
 */
export async function foundOrganisation(
  tx: Transaction,
  {
    orgId,
    name,
    ownerUid,
    now,
    personal = false,
    slugBase = organisationSlugOf(name),
  }: {
    orgId: string;
    name: string;
    ownerUid: string;
    now: Date;
    personal?: boolean;
    /** What the slug is made from, when not the name. */
    slugBase?: string;
  },
): Promise<string> {
  const candidates = slugCandidates(slugBase, orgId);
  const claims = await tx.getAll<OrganisationSlugRecord>(
    candidates.map((slug) => paths.organisationSlug(slug)),
  );
  const free = candidates.find((_, index) => !claims[index]?.data);
  if (free === undefined) {
    throw new AppError('conflict', 'No free address for the organisation', { slug: 'Taken' });
  }
  const at = now.toISOString();
  const organisation: OrganisationRecord = {
    name,
    slug: free,
    ...(personal ? { personalOf: ownerUid } : {}),
    createdAt: at,
    updatedAt: at,
  };
  const owner: MembershipRecord = { orgId, uid: ownerUid, role: 'owner', addedAt: at };
  tx.set(paths.organisation(orgId), organisation);
  tx.set(paths.membership(orgId, ownerUid), owner);
  tx.set(paths.organisationSlug(free), { orgId } satisfies OrganisationSlugRecord);
  return free;
}
