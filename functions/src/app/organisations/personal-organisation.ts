import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { UserRecord } from '../accounts/user-records';
import { foundOrganisation } from './found-organisation';
import { organisationSlugOf } from './slug';

/** The id of `uid`'s personal organisation: fixed, so making it twice makes it once. */
export const personalOrganisationId = (uid: string) => `personal-${uid}`;

/** "Ada Lovelace", from the profile, or a name the organiser can change later. */
function personalName(profile: UserRecord | undefined): string {
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim();
  return name || 'My organisation';
}

/**
 * The organisation each organiser gets the first time they need one (creating an event, the
 * migration of events made before organisations), with them as its owner and a slug of its
 * own. Idempotent: a transaction that finds it made does nothing. Returns its id.
 */
export async function ensurePersonalOrganisation(
  docs: DocStore,
  uid: string,
  now: Date,
): Promise<string> {
  const orgId = personalOrganisationId(uid);
  if ((await docs.get(paths.organisation(orgId))).data) return orgId;
  const profile = (await docs.get<UserRecord>(paths.user(uid))).data;
  const name = personalName(profile);
  await docs.runTransaction(async (tx) => {
    if ((await tx.get(paths.organisation(orgId))).data) return;
    await foundOrganisation(tx, {
      orgId,
      name,
      ownerUid: uid,
      now,
      personal: true,
      slugBase: organisationSlugOf(profile ? name : ''),
    });
  });
  return orgId;
}
