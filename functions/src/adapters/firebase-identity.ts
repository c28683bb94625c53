import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import {
  InvalidTokenError,
  type AccountActivity,
  type AccountSummary,
  type Identity,
  type TokenCheck,
  type VerifiedUser,
} from '../ports/identity';

type FirebaseAuthError = { code?: string; message?: string };

const reasonsByCode: Record<string, InvalidTokenError['reason']> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'disabled',
  'auth/user-not-found': 'revoked',
  'auth/argument-error': 'malformed',
};

const messagesByReason: Record<InvalidTokenError['reason'], string> = {
  missing: 'Sign in first: the Authorization bearer token is missing',
  malformed: 'The ID token is malformed',
  expired: 'The ID token has expired: refresh it and try again',
  revoked: 'The ID token was revoked: sign in again',
  disabled: 'This account is disabled',
  invalid: 'The ID token is not valid',
};

function toAccountSummary(user: UserRecord): AccountSummary {
  return {
    uid: user.uid,
    ...(user.email ? { email: user.email } : {}),
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    isAdmin: user.customClaims?.admin === true,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    lastActiveAt: lastActiveOf(user),
  };
}

/** Times Auth gives as HTTP dates, as ISO-8601; the latest of those set. */
function latest(...times: Array<string | null | undefined>): string {
  const ms = times.flatMap((time) => (time ? [Date.parse(time)] : [])).filter(Number.isFinite);
  return new Date(Math.max(...ms)).toISOString();
}

function lastActiveOf({ metadata }: UserRecord): string {
  return latest(metadata.creationTime, metadata.lastSignInTime, metadata.lastRefreshTime);
}

function toAccountActivity(user: UserRecord): AccountActivity {
  return {
    uid: user.uid,
    isAnonymous: user.providerData.length === 0 && !user.email && !user.phoneNumber,
    ...(user.email ? { email: user.email } : {}),
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    lastActiveAt: lastActiveOf(user),
  };
}

/**
 * Tokens whose signature this instance has checked, until they expire: a buyer's page sends
 * the same token with every poll, and a signature-only check of it cannot change its answer.
 * Bounded; the oldest entries go first.
 */
class CheckedTokens {
  private readonly entries = new Map<string, { user: VerifiedUser; expiresAtMs: number }>();

  constructor(private readonly capacity = 10_000) {}

  get(token: string, nowMs: number): VerifiedUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: VerifiedUser, expiresAtMs: number): void {
    if (this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(token, { user, expiresAtMs });
  }
}

/** Firebase Auth through firebase-admin; locally it talks to the Auth emulator. */
export function createFirebaseIdentity(auth: Auth, now: () => number = Date.now): Identity {
  const checkedTokens = new CheckedTokens();
  return {
    async verifyIdToken(token, check: TokenCheck = 'live') {
      if (check === 'signature') {
        const known = checkedTokens.get(token, now());
        if (known) return known;
      }
      let decoded: DecodedIdToken;
      try {
        // checkRevoked reads the account (disabled, tokens revoked); without it the check is
        // local against Google's cached keys. (The Auth emulator's unsigned tokens are always
        // checked against the account: firebase-admin does that in emulator mode.)
        decoded = await auth.verifyIdToken(token, check === 'revocation');
      } catch (error) {
        const reason = reasonsByCode[(error as FirebaseAuthError).code ?? ''] ?? 'invalid';
        throw new InvalidTokenError(messagesByReason[reason], reason);
      }
      const user = {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified === true,
        isAnonymous: decoded.firebase.sign_in_provider === 'anonymous',
        isAdmin: false,
        signedInAt: new Date(decoded.auth_time * 1000),
      };
      if (check !== 'live' && decoded.admin !== true) {
        // A token claiming admin is never remembered: its claim is checked live every time.
        checkedTokens.set(token, user, decoded.exp * 1000);
        return user;
      }
      // One read of the live account does the revocation and disabled checks (what
      // checkRevoked would fetch anyway) and gives the current admin claim: a revoked claim
      // stays in an ID token for up to an hour and must stop working at once.
      const account = await auth.getUser(decoded.uid).catch((error: FirebaseAuthError) => {
        if (error.code === 'auth/user-not-found') {
          throw new InvalidTokenError(messagesByReason.revoked, 'revoked');
        }
        throw error;
      });
      if (account.disabled) throw new InvalidTokenError(messagesByReason.disabled, 'disabled');
      const validSince = account.tokensValidAfterTime
        ? Date.parse(account.tokensValidAfterTime)
        : 0;
      if (decoded.auth_time * 1000 < validSince) {
        throw new InvalidTokenError(messagesByReason.revoked, 'revoked');
      }
      return { ...user, isAdmin: account.customClaims?.admin === true };
    },
    async setAdmin(uid, isAdmin) {
      const user = await auth.getUser(uid);
      await auth.setCustomUserClaims(uid, { ...user.customClaims, admin: isAdmin });
    },
    async listAccountActivity(pageSize, pageToken) {
      const page = await auth.listUsers(pageSize, pageToken);
      return {
        accounts: page.users.map(toAccountActivity),
        ...(page.pageToken ? { nextPageToken: page.pageToken } : {}),
      };
    },
    async deleteAccounts(uids) {
      if (uids.length === 0) return { failed: [] };
      const result = await auth.deleteUsers([...uids]);
      return { failed: result.errors.map((error) => uids[error.index]!) };
    },
    async getAccounts(uids) {
      if (uids.length === 0) return [];
      const found = await auth.getUsers(uids.map((uid) => ({ uid })));
      return found.users.map(toAccountSummary);
    },
    async getAccount(uid) {
      try {
        return toAccountSummary(await auth.getUser(uid));
      } catch (error) {
        if ((error as FirebaseAuthError).code === 'auth/user-not-found') return undefined;
        throw error;
      }
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
    },
    async findUidByEmail(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if ((error as FirebaseAuthError).code === 'auth/user-not-found') return undefined;
        throw error;
      }
    },
  };
}

export { messagesByReason as tokenErrorMessages };
