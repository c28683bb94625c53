import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { maxAccountsPerGet, type Identity } from '../../ports/identity';
import { backfillOnce, fixAll, runOncePerStore, sameList } from './derived-fields';
import { userKeywords, type UserRecord } from './user-records';

/** Every profile has an email (not always a createdAt): the order the walk takes. */
const byEmail: OrderClause[] = [{ field: 'email', direction: 'asc' }];
const marker = paths.migration('userListFields');
/**
 * The `createdAt` of a profile whose account Auth no longer has and that never kept an
 * `updatedAt` either: the start of time, so it is listed, last.
 */
export const unknownCreation = '1970-01-01T00:00:00.000Z';

/** The fields of a profile the user table and search query, when they are not what they should be. */
function staleListFields(
  user: UserRecord,
  accountCreatedAt: string | undefined,
): Pick<UserRecord, 'keywords' | 'createdAt'> | undefined {
  const keywords = userKeywords(user);
  const fields: Pick<UserRecord, 'keywords' | 'createdAt'> = {
    ...(sameList(user.keywords, keywords) ? {} : { keywords }),
    ...(user.createdAt ? {} : { createdAt: accountCreatedAt ?? user.updatedAt ?? unknownCreation }),
  };
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * The one-time backfill of what the user table reads (see UserRecord): every profile gets
 * its `keywords` (the prefixes of its email and names, and their words), and a profile
 * stored before `createdAt` was kept gets its account's creation time from Auth (one
 * `getUsers` call per 100 such profiles), else its `updatedAt`, else `unknownCreation`: the
 * table orders by `createdAt`, and a profile without one would not be listed at all.
 * Idempotent and resumable, as `backfillDerivedFields` is; returns how many profiles it fixed.
 */
export function backfillUserListFields(docs: DocStore, identity: Identity): Promise<number> {
  return backfillOnce(docs, marker, async () => {
    const accountCreatedAt = new Map<string, string>();
    return fixAll<UserRecord>(
      docs,
      collections.users,
      byEmail,
      (user, uid) => staleListFields(user, accountCreatedAt.get(uid)),
      async (batch) => {
        accountCreatedAt.clear();
        const missing = batch.filter((doc) => !doc.data.createdAt).map((doc) => doc.id);
        for (let start = 0; start < missing.length; start += maxAccountsPerGet) {
          const accounts = await identity.getAccounts(
            missing.slice(start, start + maxAccountsPerGet),
          );
          for (const account of accounts) {
            if (account.createdAt) accountCreatedAt.set(account.uid, account.createdAt);
          }
        }
      },
    );
  });
}

/** The backfill above, before the first user table or search of each store and process. */
export const ensureUserListFields = runOncePerStore(backfillUserListFields);
