import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError } from '../ports/identity';
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

describe('Firebase identity: accounts for the daily sweeps', () => {
  const user = (uid: string, fields: Partial<UserRecord> = {}, metadata = {}) =>
    ({
      uid,
      emailVerified: false,
      disabled: false,
      customClaims: {},
      providerData: [],
      metadata: { creationTime: 'Thu, 01 Jan 2026 00:00:00 GMT', ...metadata },
      ...fields,
    }) as unknown as UserRecord;

  function pagedAuth(answer: () => Promise<{ users: UserRecord[]; pageToken?: string }>) {
    const calls: Array<[number | undefined, string | undefined]> = [];
    const deleted: string[][] = [];
    const auth = {
      listUsers: async (maxResults?: number, pageToken?: string) => {
        calls.push([maxResults, pageToken]);
        return answer();
      },
      deleteUsers: async (uids: string[]) => {
        deleted.push(uids);
        return {
          successCount: uids.length - 1,
          failureCount: 1,
          errors: [{ index: 1, error: new Error('busy') }],
        };
      },
    };
    return { identity: createFirebaseIdentity(auth as unknown as Auth), calls, deleted };
  }

  it('lists one page of every account, telling anonymous sessions apart, with their email and last activity', async () => {
    const { identity, calls } = pagedAuth(async () => ({
      users: [
        user('anon', {}, { lastRefreshTime: 'Tue, 03 Feb 2026 10:00:00 GMT' }),
        user('person', {
          email: 'p@example.com',
          providerData: [{ providerId: 'password' }] as UserRecord['providerData'],
        }),
        user('phone', { phoneNumber: '+27820000000' }),
      ],
      pageToken: 'next',
    }));
    const page = await identity.listAccountActivity(3, 'token');
    expect(calls).toEqual([[3, 'token']]);
    expect(page).toEqual({
      accounts: [
        {
          uid: 'anon',
          isAnonymous: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          lastActiveAt: '2026-02-03T10:00:00.000Z',
        },
        {
          uid: 'person',
          isAnonymous: false,
          email: 'p@example.com',
          createdAt: '2026-01-01T00:00:00.000Z',
          lastActiveAt: '2026-01-01T00:00:00.000Z',
        },
        {
          uid: 'phone',
          isAnonymous: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          lastActiveAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      nextPageToken: 'next',
    });
  });

  it('deletes accounts in one call and names those Auth could not delete', async () => {
    const { identity, deleted } = pagedAuth(async () => ({ users: [] }));
    expect(await identity.deleteAccounts(['a', 'b', 'c'])).toEqual({ failed: ['b'] });
    expect(await identity.deleteAccounts([])).toEqual({ failed: [] });
    expect(deleted).toEqual([['a', 'b', 'c']]);
  });
});
