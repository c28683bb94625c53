import type { SearchResponse } from '../contract/admin';
import type { VerifiedUser } from '../ports/identity';
import { listMyEvents } from './list-my-events';
import { toAdminUser } from './list-users';
import { listAllEvents } from './list-all-events';
import type { Services } from './services';
import type { UserRecord } from './user-records';
import { collections } from '../paths';
import type { AdminUser } from '../contract/admin';

/** Every account with an email, joined with its profile: what user search still reads. */
async function readAllUsers({
  docs,
  identity,
}: Pick<Services, 'docs' | 'identity'>): Promise<AdminUser[]> {
  const [accounts, profiles] = await Promise.all([
    identity.listAccounts(),
    docs.query<UserRecord>({ collection: collections.users }),
  ]);
  const profileByUid = new Map(profiles.map((profile) => [profile.id, profile.data]));
  return accounts.map((account) => toAdminUser(account, profileByUid.get(account.uid)));
}

const matches = (text: string, values: Array<string | undefined>) =>
  values.some((value) => value?.toLocaleLowerCase().includes(text));

/** Organisers search their own events; administrators every event and every user. */
export async function search({
  services,
  user,
  text,
}: {
  services: Pick<Services, 'docs' | 'identity'>;
  user: VerifiedUser;
  text: string;
}): Promise<SearchResponse> {
  const needle = text.trim().toLocaleLowerCase();
  const events = user.isAdmin
    ? await listAllEvents({ services })
    : // The organiser's newest 500, as before pages: search still filters what it read.
      (await listMyEvents({ services, ownerUid: user.uid, page: { limit: 500 } })).events;
  const users = user.isAdmin ? await readAllUsers(services) : [];
  return {
    events: events.filter((event) =>
      matches(needle, [event.name, event.description, event.locationText]),
    ),
    users: users.filter((found) => matches(needle, [found.email, found.firstName, found.lastName])),
  };
}
