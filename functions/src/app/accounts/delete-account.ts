import { blobPaths, paths } from '../../paths';
import { accountSubmissionId } from '../questionnaire/questionnaire-records';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * Removes the user's personal data: profile document, photo, organiser application, two-step
 * sign-in and sign-in account. Events they organised and tickets already sold stay, since buyers and the
 * door still need them.
 */
export async function deleteAccount({
  services: { docs, blobs, identity },
  uid,
}: UseCaseOptions<'docs' | 'blobs' | 'identity', { uid: string }>): Promise<void> {
  await blobs.delete(blobPaths.profilePhoto(uid));
  await docs.delete(paths.questionnaireSubmission(accountSubmissionId(uid)));
  await docs.delete(paths.user(uid));
  await docs.delete(paths.twoStep(uid));
  await identity.deleteUser(uid);
}
