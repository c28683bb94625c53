// Accounts for a benchmark that runs without the Auth emulator: unsigned ID tokens minted
// here, read by the decode-only identity. On the signature-only check an organiser's reads
// get, production remembers a token it verified until it expires, so every request after
// the first costs a lookup; decoding the token costs about the same, so the auth cost stays
// realistic without an emulator.
import { decodeOnlyIdentity } from './decode-only-identity.mjs';

/** An ID token shaped as Firebase issues it for a password account, with no signature. */
export function unsignedIdToken({ uid, email }) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: 'https://securetoken.google.com/demo-bench',
    aud: 'demo-bench',
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    auth_time: nowSeconds,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/**
 * The Identity port over `accounts` ({ uid, email } each): tokens decoded, not verified, and
 * the account reads the triggers make (the approval email's address) answered from the list.
 * Anything else the benchmark should never reach throws.
 */
export function offlineIdentity(accounts) {
  const summaryOf = ({ uid, email }) => ({
    uid,
    email,
    emailVerified: true,
    disabled: false,
    isAdmin: false,
  });
  const unused = (name) => async () => {
    throw new Error(`The benchmark's offline identity has no ${name}`);
  };
  const base = {
    setAdmin: unused('setAdmin'),
    deleteUser: unused('deleteUser'),
    listAccountActivity: unused('listAccountActivity'),
    deleteAccounts: unused('deleteAccounts'),
    setDisabled: unused('setDisabled'),
    async findUidByEmail(email) {
      return accounts.find((account) => account.email === email)?.uid;
    },
    async getAccount(uid) {
      const account = accounts.find((candidate) => candidate.uid === uid);
      return account ? summaryOf(account) : undefined;
    },
    async getAccounts(uids) {
      return accounts.filter((account) => uids.includes(account.uid)).map(summaryOf);
    },
  };
  return decodeOnlyIdentity(base);
}
