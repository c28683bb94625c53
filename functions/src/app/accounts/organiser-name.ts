import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { UserRecord } from './user-records';

/** The name an organiser gave in their profile, as buyers are told it; undefined without one. */
export async function organiserName(docs: DocStore, uid: string): Promise<string | undefined> {
  const user = (await docs.get<UserRecord>(paths.user(uid))).data;
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || undefined;
}
