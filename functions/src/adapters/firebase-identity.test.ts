import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { InvalidPageTokenError, InvalidTokenError } from '../ports/identity';
import { createFirebaseIdentity } from './firebase-identity';

/** What firebase-admin's Auth is asked, and what it answers; no network. */
function recordingAuth(
  claims: { admin?: boolean },
  account: Partial<UserRecord> = {},
  now = () => 1_000_000,
) {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: async (_token: string, checkRevoked?: boolean) => {
      calls.push(checkRevoked ? 'verifyIdToken+checkRevoked' : 'verifyIdToken');
      return {
        uid: 'u1',
        email: 'u1@example.com',
        email_verified: true,
        auth_time: 1_000,
        exp: 3_600,
        firebase: { sign_in_provider: 'password' },
        ...claims,
      } as unknown as DecodedIdToken;
    },
    getUser: async () => {
      calls.push('getUser');
      return { disabled: false, customClaims: {}, ...account } as UserRecord;
    },
  };
  return { identity: createFirebaseIdentity(auth as unknown as Auth, now), calls };
}

describe('Firebase identity: each check costs what it must', () => {
  it('checks only the signature of an ordinary token on a read', async () => {
    const { identity, calls } = recordingAuth({});
    const user = await identity.verifyIdToken('t', 'signature');
    expect(user).toMatchObject({ uid: 'u1', isAdmin: false, emailVerified: true });
    expect(calls).toEqual(['verifyIdToken']);
  });

  it('says when the user last signed in, from the token’s auth_time (seconds)', async () => {
    const { identity } = recordingAuth({});
    expect((await identity.verifyIdToken('t', 'signature')).signedInAt).toEqual(
      new Date(1_000_000),
    );
  });

  it('checks a token’s signature once while it is valid, not on every poll', async () => {
    let clock = 1_000_000;
    const { identity, calls } = recordingAuth({}, {}, () => clock);
    await identity.verifyIdToken('t', 'signature');
    await identity.verifyIdToken('t', 'signature');
    expect(calls).toEqual(['verifyIdToken']);
    // Writes still check revocation each time; another token is checked on its own.
    await identity.verifyIdToken('t', 'revocation');
    await identity.verifyIdToken('other', 'signature');
    expect(calls).toEqual(['verifyIdToken', 'verifyIdToken+checkRevoked', 'verifyIdToken']);
    // Past the token's expiry (exp 3,600 s) it is checked again, and refused there if expired.
    clock = 3_600_000;
    await identity.verifyIdToken('t', 'signature');
    expect(calls).toHaveLength(4);
  });

  it('never remembers a token that claims admin', async () => {
    const { identity, calls } = recordingAuth({ admin: true }, { customClaims: { admin: true } });
    await identity.verifyIdToken('t', 'signature');
    await identity.verifyIdToken('t', 'signature');
    expect(calls).toEqual(['verifyIdToken', 'getUser', 'verifyIdToken', 'getUser']);
  });

  it('asks firebase-admin to check revocation for writes', async () => {
    const { identity, calls } = recordingAuth({});
    await identity.verifyIdToken('t', 'revocation');
    expect(calls).toEqual(['verifyIdToken+checkRevoked']);
  });

  it('reads the live account of a token that claims admin, even on a read', async () => {
    const demoted = recordingAuth({ admin: true }, { customClaims: {} });
    expect(await demoted.identity.verifyIdToken('t', 'signature')).toMatchObject({
      isAdmin: false,
    });
    expect(demoted.calls).toEqual(['verifyIdToken', 'getUser']);
    const admin = recordingAuth({ admin: true }, { customClaims: { admin: true } });
    expect(await admin.identity.verifyIdToken('t', 'signature')).toMatchObject({ isAdmin: true });
  });

  it('refuses a disabled account or revoked tokens on the live check', async () => {
    const disabled = recordingAuth({}, { disabled: true });
    await expect(disabled.identity.verifyIdToken('t', 'live')).rejects.toMatchObject({
      reason: 'disabled',
    });
    const revoked = recordingAuth({}, { tokensValidAfterTime: new Date(2_000_000).toUTCString() });
    await expect(revoked.identity.verifyIdToken('t')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('Firebase identity: the accounts list a page at a time', () => {
  const user = (uid: string, email?: string) =>
    ({
      uid,
      ...(email ? { email } : {}),
      emailVerified: true,
      disabled: false,
      customClaims: {},
      metadata: { creationTime: 'Thu, 01 Jan 2026 00:00:00 GMT' },
    }) as unknown as UserRecord;

  function pagedAuth(answer: () => Promise<{ users: UserRecord[]; pageToken?: string }>) {
    const calls: Array<[number | undefined, string | undefined]> = [];
    const auth = {
      listUsers: async (maxResults?: number, pageToken?: string) => {
        calls.push([maxResults, pageToken]);
        return answer();
      },
    };
    return { identity: createFirebaseIdentity(auth as unknown as Auth), calls };
  }

  it('asks Auth for one page and leaves out anonymous visitors', async () => {
    const { identity, calls } = pagedAuth(async () => ({
      users: [user('a', 'a@example.com'), user('anon'), user('b', 'b@example.com')],
      pageToken: 'next',
    }));
    const page = await identity.listAccountsPage(3, 'token');
    expect(calls).toEqual([[3, 'token']]);
    expect(page.accounts.map((account) => account.uid)).toEqual(['a', 'b']);
    expect(page.nextPageToken).toBe('next');
  });

  it('says when Auth refuses the page token', async () => {
    const { identity } = pagedAuth(async () => {
      throw Object.assign(new Error('bad token'), { code: 'auth/invalid-page-token' });
    });
    await expect(identity.listAccountsPage(3, 'bogus')).rejects.toBeInstanceOf(
      InvalidPageTokenError,
    );
  });
});
