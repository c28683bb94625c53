import type { ApiKeyPrincipal } from '../domain/api-key-principal';

export type VerifiedUser = {
  uid: string;
  email?: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  /**
   * From the live account whenever the token claims it: a revoked claim stops working at
   * once, although it stays in already issued ID tokens for up to an hour.
   */
  isAdmin: boolean;
  /**
   * When the user last proved who they are (signed in with a password, or reauthenticated),
   * from the token's `auth_time`: a refreshed token keeps it, so it tells a fresh sign-in
   * from a session left open for days.
   */
  signedInAt: Date;
  /**
   * Set when the request came with an API key rather than an ID token (http/auth.ts): the
   * key acts as `uid` (`apiKeyActorUid`), in its organisation only, as its role allows.
   */
  apiKey?: ApiKeyPrincipal;
};

/**
 * How much a request's ID token is checked, from cheapest to dearest:
 * - `signature`: the signature and expiry, locally (public and organiser reads);
 * - `revocation`: also that the account is not disabled and its tokens not revoked, which
 *   reads the account (writes, account routes, anything that moves money or tickets);
 * - `live`: also the account's current admin claim (administrators' routes).
 * A token that claims the admin claim is always checked `live`.
 */
export type TokenCheck = 'signature' | 'revocation' | 'live';

export type AccountSummary = {
  uid: string;
  email?: string;
  /** Whether the owner proved `email` is theirs: the platform mails verified addresses only. */
  emailVerified: boolean;
  disabled: boolean;
  isAdmin: boolean;
  createdAt?: string;
  /**
   * The last time the person signed in or their open session refreshed its token (hourly
   * while the app is open): when they were last active, to the hour.
   */
  lastActiveAt?: string;
};

/**
 * An account as the daily sweeps see it: of idle anonymous sessions
 * (app/accounts/delete-idle-anonymous-sessions.ts) and of missing profiles
 * (app/accounts/make-missing-profiles.ts).
 */
export type AccountActivity = {
  uid: string;
  /** A buyer's anonymous session: no email, phone or sign-in provider linked. */
  isAnonymous: boolean;
  email?: string;
  createdAt: string;
  /** The last time the session signed in or refreshed its token (its creation at least). */
  lastActiveAt: string;
};

export type AccountActivityPage = { accounts: AccountActivity[]; nextPageToken?: string };

/** Accounts Auth deletes in one call at most (`deleteUsers`). */
export const maxAccountsPerDelete = 1000;
/** Accounts Auth reads in one call at most (`getUsers`). */
export const maxAccountsPerGet = 100;

/** Firebase Auth as the API needs it. */
export type Identity = {
  /**
   * Throws `InvalidTokenError` for a missing, malformed or expired token, and (as `check`
   * asks, `live` by default) a revoked token or a disabled or deleted account.
   */
  verifyIdToken(token: string, check?: TokenCheck): Promise<VerifiedUser>;
  setAdmin(uid: string, isAdmin: boolean): Promise<void>;
  findUidByEmail(email: string): Promise<string | undefined>;
  deleteUser(uid: string): Promise<void>;
  /**
   * One page of every account, in Auth's own order (Firebase Auth's `listUsers(pageSize,
   * pageToken)`), anonymous sessions included: only for the daily sweeps (idle sessions,
   * missing profiles), never for a list people read (those start from profiles).
   */
  listAccountActivity(pageSize: number, pageToken?: string): Promise<AccountActivityPage>;
  /**
   * Deletes up to `maxAccountsPerDelete` accounts in one call (Auth's `deleteUsers`); an
   * unknown uid counts as deleted. Returns the uids Auth could not delete.
   */
  deleteAccounts(uids: readonly string[]): Promise<{ failed: string[] }>;
  getAccount(uid: string): Promise<AccountSummary | undefined>;
  /** The accounts of up to 100 uids in one call (Auth's `getUsers`); unknown uids are left out. */
  getAccounts(uids: readonly string[]): Promise<AccountSummary[]>;
  /** Disabling also revokes the account's tokens, so it is locked out at once. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
};

export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'malformed' | 'expired' | 'revoked' | 'invalid' | 'disabled',
  ) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}
