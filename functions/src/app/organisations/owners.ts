import { collections } from '../../paths';
import type { Services } from '../common/services';
import type { MembershipRecord } from './organisation-records';

/** The organisation's owners with an address: who hears of changes to where money goes. */
export async function ownersOf(
  { docs, identity }: Pick<Services, 'docs' | 'identity'>,
  orgId: string,
): Promise<Array<{ uid: string; email: string }>> {
  const members = await docs.query<MembershipRecord>({
    collection: collections.memberships,
    where: [{ field: 'orgId', op: '==', value: orgId }],
  });
  const uids = members.filter((doc) => doc.data.role === 'owner').map((doc) => doc.data.uid);
  if (uids.length === 0) return [];
  const accounts = await identity.getAccounts(uids);
  return accounts.flatMap((account) =>
    account.email ? [{ uid: account.uid, email: account.email }] : [],
  );
}
