import { paths } from '../../paths';
import type { AccountActivity, AccountSummary } from '../../ports/identity';
import type { UseCaseOptions } from '../common/use-case-options';
import { newUserRecord, type UserRecord } from './user-records';

/** Accounts read from Auth per page (its largest page). */
const accountsPerPage = 1000;
/** Profiles looked for in one read, and made in one transaction at most. */
const profilesPerBatch = 100;

/** What making an account's profile needs to know of it. */
type AccountToProfile = Pick<AccountSummary, 'uid' | 'email' | 'createdAt'> &
  Partial<Pick<AccountActivity, 'isAnonymous'>>;

export type ProfileSweep = {
  /** Accounts with an email (people, not buyers' anonymous sessions) looked at. */
  accounts: number;
  /** Profiles made: accounts that had none. */
  made: number;
};

/**
 * Makes the profile of each of `accounts` that has an email and no profile yet, with
 * SPEC.md's sign-up defaults (as `ensureProfile` makes it) and dated when the account was
 * made, so the administrators' user table lists it in its place. The web app makes the
 * profile at sign-up; this is for the accounts that never got one there (made before the
 * app did, made outside it, a sign-up page closed before its call). Anonymous sessions and
 * accounts without an email are left alone. One read per 100 accounts, and a transaction
 * only where one is missing: a profile made meanwhile is kept as it is. Returns how many
 * it made.
 */
export async function makeProfilesOf({
  services: { docs, clock },
  accounts,
}: UseCaseOptions<'docs' | 'clock', { accounts: readonly AccountToProfile[] }>): Promise<number> {
  const people = accounts.filter(
    (account): account is AccountToProfile & { email: string } =>
      account.isAnonymous !== true && Boolean(account.email),
  );
  let made = 0;
  for (let start = 0; start < people.length; start += profilesPerBatch) {
    const batch = people.slice(start, start + profilesPerBatch);
    const profiles = await docs.getAll<UserRecord>(batch.map((account) => paths.user(account.uid)));
    const missing = batch.filter((_, index) => !profiles[index]!.data);
    if (missing.length === 0) continue;
    made += await docs.runTransaction(async (tx) => {
      const fresh = await tx.getAll<UserRecord>(missing.map((account) => paths.user(account.uid)));
      const now = clock.now().toISOString();
      let count = 0;
      missing.forEach((account, index) => {
        if (fresh[index]!.data) return;
        const profile = newUserRecord(account.email, account.createdAt ?? now);
        tx.create(paths.user(account.uid), { ...profile, updatedAt: now });
        count += 1;
      });
      return count;
    });
  }
  return made;
}

/**
 * The daily sweep (the `accountProfiles` schedule) that makes the profile every account with
 * an email lacks (`makeProfilesOf`), so the administrators' user table shows every account,
 * even one whose owner never opened the platform; its first run is the backfill of the
 * accounts made before profiles were made for them. Auth's accounts are read a page of 1000
 * at a time, anonymous sessions included (Auth cannot leave them out), and only the people
 * among them cost a read. Idempotent: a second run makes nothing.
 */
export async function makeMissingProfiles({
  services,
}: UseCaseOptions<'docs' | 'clock' | 'identity'>): Promise<ProfileSweep> {
  const sweep: ProfileSweep = { accounts: 0, made: 0 };
  let pageToken: string | undefined;
  do {
    const page = await services.identity.listAccountActivity(accountsPerPage, pageToken);
    const people = page.accounts.filter((account) => !account.isAnonymous && account.email);
    sweep.accounts += people.length;
    sweep.made += await makeProfilesOf({ services, accounts: people });
    pageToken = page.nextPageToken;
  } while (pageToken !== undefined);
  return sweep;
}
