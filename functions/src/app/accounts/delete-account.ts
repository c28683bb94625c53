import { blobPaths, paths } from '../../paths';
import { accountSubmissionId } from '../questionnaire/questionnaire-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { requestErasure } from '../erasure/request-erasure';
import { accountErasureId } from '../erasure/erasure-records';
import type { ErasureOutcome } from '../erasure/carry-out-erasure';
import { checkAccountCanLeave, leaveOrganisations } from './leave-organisations';

/**
 * Removes the user's personal data: profile document, photo, organiser application, two-step
 * sign-in, memberships and sign-in account, and records the erasure of their orders and
 * tickets (by the account and its address), carried out at once in the events that are over
 * and paid out and by the daily erasure sweep in the others as each is (app/erasure). Events
 * they organised stay, with their money. The last owner of an organisation that still needs
 * one is refused first, with nothing changed (leave-organisations.ts).
 */
export async function deleteAccount({
  services,
  uid,
  email,
}: UseCaseOptions<
  'docs' | 'blobs' | 'identity' | 'clock' | 'mailer',
  { uid: string; email: string | undefined }
>): Promise<ErasureOutcome> {
  const { docs, blobs, identity, clock } = services;
  const memberships = await checkAccountCanLeave({ docs, now: clock.now() }, uid);
  const erasure = await requestErasure({
    services,
    erasureId: accountErasureId(uid),
    reason: 'account_deleted',
    person: { uids: [uid], emails: email ? [email] : [] },
  });
  await leaveOrganisations({ docs, now: clock.now() }, uid, memberships);
  await blobs.delete(blobPaths.profilePhoto(uid));
  await docs.delete(paths.questionnaireSubmission(accountSubmissionId(uid)));
  await docs.delete(paths.user(uid));
  await docs.delete(paths.twoStep(uid));
  await identity.deleteUser(uid);
  return erasure;
}
