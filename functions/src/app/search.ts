import type { SearchResponse } from '../contract/admin';
import type { VerifiedUser } from '../ports/identity';
import { listMyEvents } from './list-my-events';
import { listUsers } from './list-users';
import { listAllEvents } from './list-all-events';
import type { Services } from './services';

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
  const users = user.isAdmin ? await listUsers({ services }) : [];
  return {
    events: events.filter((event) =>
      matches(needle, [event.name, event.description, event.locationText]),
    ),
    users: users.filter((found) => matches(needle, [found.email, found.firstName, found.lastName])),
  };
}
