import { InvalidPageTokenError, type AccountSummary, type Identity } from '../ports/identity';

/**
 * Firebase Auth for a test without the Auth emulator: the given accounts exist, nothing
 * else does, and nothing changes them. Only for tests whose subject is not identity.
 */
export function fixedIdentity(accounts: AccountSummary[]): Identity {
  const byUid = new Map(accounts.map((account) => [account.uid, account]));
  const unsupported = async (): Promise<never> => {
    throw new Error('fixedIdentity: not available in this test');
  };
  return {
    verifyIdToken: unsupported,
    setAdmin: unsupported,
    deleteUser: unsupported,
    setDisabled: unsupported,
    findUidByEmail: async (email) => accounts.find((account) => account.email === email)?.uid,
    listAccounts: async () => accounts.filter((account) => account.email),
    // Auth's order is by uid; the token is the uid of the page's last account.
    listAccountsPage: async (pageSize, pageToken) => {
      const ordered = [...accounts].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
      if (pageToken !== undefined && !byUid.has(pageToken)) throw new InvalidPageTokenError();
      const start = pageToken === undefined ? 0 : ordered.findIndex((a) => a.uid > pageToken);
      const page = start < 0 ? [] : ordered.slice(start, start + pageSize);
      const last = page.at(-1);
      return {
        accounts: page.filter((account) => account.email),
        ...(last && start + pageSize < ordered.length ? { nextPageToken: last.uid } : {}),
      };
    },
    getAccount: async (uid) => byUid.get(uid),
    getAccounts: async (uids) => uids.flatMap((uid) => byUid.get(uid) ?? []),
  };
}

/** The organiser the embedded trigger tests create events for, with a verified email. */
export const verifiedOwner: AccountSummary = {
  uid: 'owner',
  email: 'owner@example.com',
  emailVerified: true,
  disabled: false,
  isAdmin: false,
};
