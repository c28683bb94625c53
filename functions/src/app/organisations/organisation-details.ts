import type { z } from 'zod';
import {
  organisationPublicPath,
  type changeOrganisationRequest,
  type OrganisationDetails,
} from '../../contract/organisations';
import { organisationRights } from '../../contract/team-roles';
import type { Viewer } from '../../domain/approval';
import { decide } from '../../domain/team-policy';
import { paths } from '../../paths';
import { deleteField } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import { allowedOriginsChange } from '../widget/allowed-origins-change';
import { legalDetailsChange } from './legal-details-change';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from './audit-log';
import { authoriseOrganisation, type OrganisationActor } from './organisation-access';
import { organisationLogoUrl } from './organisation-logo';
import type { OrganisationRecord, OrganisationSlugRecord } from './organisation-records';

type OrganisationRequest = { orgId: string; viewer: Viewer };

/** The organisation as its page shows it to `actor`, with the organisation's rights they have. */
function toDetails(
  orgId: string,
  organisation: OrganisationRecord,
  viewer: NonNullable<Viewer>,
  actor: OrganisationActor,
): OrganisationDetails {
  const asker = { isPlatformAdmin: viewer.isAdmin, membership: actor.membership };
  return {
    id: orgId,
    name: organisation.name,
    slug: organisation.slug,
    personal: organisation.personalOf !== undefined,
    ...(organisation.logoVersion
      ? { logoUrl: organisationLogoUrl(orgId, organisation.logoVersion) }
      : {}),
    ...(organisation.about ? { about: organisation.about } : {}),
    createdAt: organisation.createdAt,
    updatedAt: organisation.updatedAt,
    yourRights: organisationRights.filter((right) => decide(asker, right).allowed),
    allowedOrigins: organisation.allowedOrigins ?? [],
    ...(organisation.legal ? { legal: organisation.legal } : {}),
  };
}

/**
 * `GET /api/organisations/{orgId}`: its name, address and logo, for any member (every role
 * may see the organisation's events, `event.view`; limits to events do not reach this).
 */
export async function getOrganisationDetails({
  services: { docs },
  orgId,
  viewer,
}: UseCaseOptions<'docs', OrganisationRequest>): Promise<OrganisationDetails> {
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'event.view');
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  if (!organisation || !viewer) throw notFound('Organisation');
  return toDetails(orgId, organisation, viewer, actor);
}

/**
 * `PATCH /api/organisations/{orgId}` (`organisation.edit`): a new name or address, in one
 * transaction that claims the new address (`organisationSlugs/{slug}`, refused with 409 when
 * another organisation has it), frees the old one, updates the organisation and records it in
 * the audit log. A refusal writes nothing; a change to nothing records nothing.
 */
export async function changeOrganisation({
  services: { docs, clock },
  orgId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock',
  OrganisationRequest & { input: z.output<typeof changeOrganisationRequest> }
>): Promise<OrganisationDetails> {
  const { organisation, actor } = await docs.runTransaction(async (tx) => {
    const actor = await authoriseOrganisation(tx, orgId, viewer, 'organisation.edit');
    const path = paths.organisation(orgId);
    const before = (await tx.get<OrganisationRecord>(path)).data;
    if (!before) throw notFound('Organisation');
    const name = input.name ?? before.name;
    const slug = input.slug ?? before.slug;
    const about = input.about ?? before.about ?? '';
    const aboutChanged = about !== (before.about ?? '');
    const sites = allowedOriginsChange(before.allowedOrigins, input.allowedOrigins);
    const legal = legalDetailsChange(before.legal, input.legal);
    const unchanged = name === before.name && slug === before.slug && !aboutChanged;
    if (unchanged && !sites.changed && !legal.changed) {
      return { organisation: before, actor };
    }
    if (slug !== before.slug) {
      const claimPath = paths.organisationSlug(slug);
      const claim = (await tx.get<OrganisationSlugRecord>(claimPath)).data;
      if (claim && claim.orgId !== orgId) {
        throw new AppError('conflict', `The address ${organisationPublicPath(slug)} is taken`, {
          slug: 'Another organisation has this address',
        });
      }
      if (claim) tx.set(claimPath, { orgId } satisfies OrganisationSlugRecord);
      else tx.create(claimPath, { orgId } satisfies OrganisationSlugRecord);
      tx.delete(paths.organisationSlug(before.slug));
    }
    const now = clock.now();
    const after: OrganisationRecord = { ...before, name, slug, updatedAt: now.toISOString() };
    if (about) after.about = about;
    else delete after.about;
    if (sites.changed) after.allowedOrigins = sites.origins;
    if (legal.legal) after.legal = legal.legal;
    else delete after.legal;
    tx.update(path, {
      name,
      slug,
      about: about || deleteField,
      ...(sites.changed ? { allowedOrigins: sites.origins } : {}),
      ...(legal.changed ? { legal: legal.legal ?? deleteField } : {}),
      updatedAt: after.updatedAt,
    });
    recordAudit(tx, orgId, now, {
      kind: 'organisation.changed',
      actorUid: actor.uid,
      summary: [
        ...(name !== before.name ? [`Renamed the organisation ${name}`] : []),
        ...(slug !== before.slug ? [`Moved its address to ${organisationPublicPath(slug)}`] : []),
        ...(aboutChanged ? [about ? 'Changed its about text' : 'Removed its about text'] : []),
        ...(sites.changed ? [sites.summary] : []),
        ...(legal.changed ? [legal.summary] : []),
      ].join('; '),
      before: {
        name: before.name,
        slug: before.slug,
        ...(aboutChanged ? { about: before.about ?? '' } : {}),
        ...(sites.changed ? { allowedOrigins: before.allowedOrigins ?? [] } : {}),
        ...(legal.changed ? { legal: before.legal ?? null } : {}),
      },
      after: {
        name,
        slug,
        ...(aboutChanged ? { about } : {}),
        ...(sites.changed ? { allowedOrigins: sites.origins } : {}),
        ...(legal.changed ? { legal: legal.legal ?? null } : {}),
      },
    });
    return { organisation: after, actor };
  });
  if (!viewer) throw notFound('Organisation');
  return toDetails(orgId, organisation, viewer, actor);
}
