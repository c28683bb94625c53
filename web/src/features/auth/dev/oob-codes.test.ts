import { describe, expect, it, vi } from 'vitest';
import { fetchOobCodes, localLinkFor, pickNewestCode, type OobCode } from './oob-codes';

const codes: OobCode[] = [
  { email: 'ada@example.com', oobCode: 'verify-old', requestType: 'VERIFY_EMAIL' },
  { email: 'bob@example.com', oobCode: 'verify-bob', requestType: 'VERIFY_EMAIL' },
  { email: 'ada@example.com', oobCode: 'reset-1', requestType: 'PASSWORD_RESET' },
  { email: 'Ada@Example.com', oobCode: 'verify-new', requestType: 'VERIFY_EMAIL' },
];

describe('pickNewestCode', () => {
  it('picks the newest code of the kind asked for, for that address in any case', () => {
    expect(pickNewestCode(codes, { email: ' ada@example.com ', kind: 'verify-email' })).toBe(
      'verify-new',
    );
    expect(pickNewestCode(codes, { email: 'ada@example.com', kind: 'reset-password' })).toBe(
      'reset-1',
    );
  });

  it('answers null when there is none yet', () => {
    expect(pickNewestCode(codes, { email: 'bob@example.com', kind: 'reset-password' })).toBeNull();
    expect(pickNewestCode([], { email: 'ada@example.com', kind: 'verify-email' })).toBeNull();
  });
});

describe('localLinkFor', () => {
  it('links to our own pages, as the emails do', () => {
    expect(localLinkFor('verify-email', 'a/b+c')).toBe(
      '/user-flow/email-verified?mode=verifyEmail&oobCode=a%2Fb%2Bc',
    );
    expect(localLinkFor('reset-password', 'xyz')).toBe('/user-flow/reset-password?oobCode=xyz');
  });
});

describe('fetchOobCodes', () => {
  it("reads the emulator's list for the project", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => Response.json({ oobCodes: codes }));

    const answer = await fetchOobCodes({
      emulatorUrl: 'http://127.0.0.1:9099/',
      projectId: 'demo-paradise',
      fetchFn,
    });

    expect(answer).toEqual(codes);
    expect(fetchFn).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-paradise/oobCodes',
    );
  });

  it('fails clearly when the emulator does not answer well', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response('nope', { status: 500 }));

    await expect(
      fetchOobCodes({ emulatorUrl: 'http://127.0.0.1:9099', projectId: 'p', fetchFn }),
    ).rejects.toThrow('The Auth emulator answered 500');
  });
});
