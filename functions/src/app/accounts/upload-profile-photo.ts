import { randomBytes } from 'node:crypto';
import { blobPaths, paths } from '../../paths';
import { normaliseImage } from '../common/normalise-image';
import type { UseCaseOptions } from '../common/use-case-options';

/** A capability URL: only someone given the current version token can fetch the photo. */
export const profilePhotoUrl = (uid: string, version: string) =>
  `/api/users/${uid}/photo?v=${encodeURIComponent(version)}`;

/**
 * Stores the user's profile photo at images/{uid}/profile and records its version on the
 * user document (`profileImg`, SPEC.md's flag that a photo exists).
 */
export async function uploadProfilePhoto({
  services: { docs, blobs },
  uid,
  bytes,
}: UseCaseOptions<'docs' | 'blobs', { uid: string; bytes: Buffer }>): Promise<{ url: string }> {
  const image = await normaliseImage(bytes, { maxWidth: 800, maxHeight: 800 });
  await blobs.put(blobPaths.profilePhoto(uid), image.bytes, image.contentType);
  const version = randomBytes(12).toString('base64url');
  await docs.set(paths.user(uid), { profileImg: version }, { merge: true });
  return { url: profilePhotoUrl(uid, version) };
}
