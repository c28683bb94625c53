import type { AdminUser, SearchResponse } from '../../contract/admin';
import type { EventSummary } from '../../contract/event-summary';
import { searchTerms } from '../../domain/search-keywords';
import { collections, paths } from '../../paths';
import type { OrderClause, WhereClause } from '../../ports/doc-store';
import type { VerifiedUser } from '../../ports/identity';
import { toEventSummary, type EventRecord } from '../events/event-records';
import { toAdminUser } from '../accounts/admin-user';
import type { UserRecord } from '../accounts/user-records';
import type { UseCaseOptions } from '../common/use-case-options';

/** Results of each kind at most. */
export const searchLimit = 20;
/** Documents read per kind: those with the query's longest word, before its other words. */
export const searchCandidates = 50;

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * Organisers search their own events; administrators every event and every user. By the
 * indexed `keywords` (see domain/search-keywords.ts), never by scanning: one bounded
 * `array-contains` query of the longest word typed per kind, newest events first, then the
 * other words checked on what it read; the users' accounts in one batched Auth call (and a
 * whole email looked up in Auth too, for an account without a profile).
 */
export async function search({
  services: { docs, identity },
  user,
  text,
}: UseCaseOptions<
  'docs' | 'identity',
  { user: VerifiedUser; text: string }
>): Promise<SearchResponse> {
  const terms = searchTerms(text);
  if (!terms) return { events: [], users: [] };
  const hasEveryWord = (keywords: readonly string[] | undefined) =>
    terms.words.every((word) => keywords?.includes(word));
  const contains: WhereClause = { field: 'keywords', op: 'array-contains', value: terms.term };

  const findEvents = async (): Promise<EventSummary[]> => {
    const found = await docs.query<EventRecord>({
      collection: collections.events,
      where: user.isAdmin ? [contains] : [{ field: 'uid', op: '==', value: user.uid }, contains],
      orderBy: newestFirst,
      limit: searchCandidates,
    });
    return found
      .filter((doc) => hasEveryWord(doc.data.keywords))
      .slice(0, searchLimit)
      .map(toEventSummary);
  };

  const findUsers = async (): Promise<AdminUser[]> => {
    if (!user.isAdmin) return [];
    // A whole email also finds an account that has no profile yet, through Auth.
    const email = text.trim();
    const [byKeyword, byEmail] = await Promise.all([
      docs.query<UserRecord>({
        collection: collections.users,
        where: [contains],
        limit: searchCandidates,
      }),
      email.includes('@') ? identity.findUidByEmail(email) : Promise.resolve(undefined),
    ]);
    const found = byKeyword.filter((doc) => hasEveryWord(doc.data.keywords)).slice(0, searchLimit);
    const profiles = new Map<string, UserRecord | undefined>(
      found.map((doc) => [doc.id, doc.data]),
    );
    if (byEmail !== undefined && !profiles.has(byEmail)) {
      profiles.set(byEmail, (await docs.get<UserRecord>(paths.user(byEmail))).data);
    }
    const uids = [...profiles.keys()].slice(0, searchLimit);
    const accounts = await identity.getAccounts(uids);
    const byUid = new Map(accounts.map((account) => [account.uid, account]));
    return uids.flatMap((uid) => {
      const account = byUid.get(uid);
      return account ? [toAdminUser(account, profiles.get(uid))] : [];
    });
  };

  const [events, users] = await Promise.all([findEvents(), findUsers()]);
  return { events, users };
}
