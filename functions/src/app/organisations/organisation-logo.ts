import type { Viewer } from '../../domain/approval';
import { blobPaths, paths } from '../../paths';
import type { BlobStore, StoredBlob } from '../../ports/blob-store';
import { notFound } from '../common/app-error';
import { normaliseImage } from '../common/normalise-image';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from './audit-log';
import { authoriseOrganisation } from './organisation-access';
import type { OrganisationRecord } from './organisation-records';

/** The logo's URL: each version its own, so whatever a cache keeps under it stays right. */
export const organisationLogoUrl = (orgId: string, version: string) =>
  `/api/organisations/${orgId}/logo?v=${encodeURIComponent(version)}`;

/** Logos are kept square, up to this many pixels a side. */
const logoSide = 512;

/**
 * Stores an organisation's logo (`organisation.edit`): cropped to a square and re-encoded
 * (metadata dropped), as a new version at a path of its own, never overwritten. The
 * transaction points the organisation at it and records it in the audit log; a failed one
 * deletes the new version, a committed one the version it replaced.
 */
export async function uploadOrganisationLogo({
  services: { docs, blobs, clock },
  orgId,
  viewer,
  bytes,
}: UseCaseOptions<
  'docs' | 'blobs' | 'clock',
  { orgId: string; viewer: Viewer; bytes: Buffer }
>): Promise<{ url: string }> {
  const path = paths.organisation(orgId);
  // Checked before the image work; the transaction checks again, as things may change meanwhile.
  await authoriseOrganisation(docs, orgId, viewer, 'organisation.edit');
  if (!(await docs.get(path)).data) throw notFound('Organisation');
  const image = await normaliseImage(bytes, {
    maxWidth: logoSide,
    maxHeight: logoSide,
    square: true,
  });
  const version = docs.newId();
  const logoPath = blobPaths.organisationLogo(orgId, version);
  await blobs.put(logoPath, image.bytes, image.contentType);

  let replaced: string | undefined;
  try {
    replaced = await docs.runTransaction(async (tx) => {
      const actor = await authoriseOrganisation(tx, orgId, viewer, 'organisation.edit');
      const organisation = (await tx.get<OrganisationRecord>(path)).data;
      if (!organisation) throw notFound('Organisation');
      const now = clock.now();
      tx.update(path, { logoPath, logoVersion: version, updatedAt: now.toISOString() });
      recordAudit(tx, orgId, now, {
        kind: 'organisation.changed',
        actorUid: actor.uid,
        summary: organisation.logoVersion ? 'Changed the logo' : 'Added a logo',
        before: { logo: organisation.logoVersion ?? null },
        after: { logo: version },
      });
      return organisation.logoPath;
    });
  } catch (error) {
    await deleteLogo(blobs, logoPath);
    throw error;
  }
  if (replaced) await deleteLogo(blobs, replaced);
  return { url: organisationLogoUrl(orgId, version) };
}

/** Best effort: the change is committed, so a failure is for the log, not the caller. */
async function deleteLogo(blobs: BlobStore, logoPath: string): Promise<void> {
  try {
    await blobs.delete(logoPath);
  } catch (error) {
    console.warn(`Could not delete the unused logo ${logoPath}`, error);
  }
}

/**
 * `GET /api/organisations/{orgId}/logo?v=`: the logo, to anyone (it is the organisation's
 * public face), under the version its URL names only.
 */
export async function getOrganisationLogo({
  services: { docs, blobs },
  orgId,
  version,
}: UseCaseOptions<'docs' | 'blobs', { orgId: string; version: string }>): Promise<StoredBlob> {
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  if (!organisation?.logoPath || organisation.logoVersion !== version) throw notFound('Logo');
  const blob = await blobs.get(organisation.logoPath);
  if (!blob) throw notFound('Logo');
  return blob;
}
