export type VerifiedUser = {
  uid: string;
  email?: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  /** From the live account, not the token: a revoked claim stops working at once. */
  isAdmin: boolean;
};

export type AccountSummary = {
  uid: string;
  email?: string;
  disabled: boolean;
  isAdmin: boolean;
  createdAt?: string;
};

/** Firebase Auth as the API needs it. */
export type Identity = {
  /**
   * Throws `InvalidTokenError` for a missing, malformed, expired or revoked token, or a
   * disabled or deleted account.
   */
  verifyIdToken(token: string): Promise<VerifiedUser>;
  setAdmin(uid: string, isAdmin: boolean): Promise<void>;
  findUidByEmail(email: string): Promise<string | undefined>;
  deleteUser(uid: string): Promise<void>;
  /** Accounts with an email (anonymous visitors are left out). */
  listAccounts(): Promise<AccountSummary[]>;
  getAccount(uid: string): Promise<AccountSummary | undefined>;
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
