import type { AccountSummary, Identity } from '../ports/identity';

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
    listAccountActivity: unsupported,
    deleteAccounts: unsupported,
    findUidByEmail: async (email) => accounts.find((account) => account.email === email)?.uid,
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
