import type { StoredBlob } from '../../ports/blob-store';
import { blobPaths, paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * The photo behind a profile photo URL. The version token in the URL works like a Firebase
 * Storage download token: without the current one the photo is not found.
 */
export async function getProfilePhoto({
  services: { docs, blobs },
  uid,
  version,
}: UseCaseOptions<'docs' | 'blobs', { uid: string; version: string }>): Promise<StoredBlob> {
  const user = (await docs.get(paths.user(uid))).data;
  if (!user || typeof user.profileImg !== 'string' || user.profileImg !== version) {
    throw notFound('Photo');
  }
  const blob = await blobs.get(blobPaths.profilePhoto(uid));
  if (!blob) throw notFound('Photo');
  return blob;
}
