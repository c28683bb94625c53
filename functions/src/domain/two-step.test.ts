import { describe, expect, it } from 'vitest';
import {
  checkCode,
  codeAt,
  hasPassedStep,
  isRecoveryCode,
  normaliseRecoveryCode,
  maxTwoStepSessions,
  otpauthUrl,
  passedUntil,
  timeStepOf,
  twoStepSessionMs,
  withPassedSession,
} from './two-step';

/** RFC 6238's test secret ("12345678901234567890" in ASCII), in base32. */
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const now = new Date('2026-12-01T10:00:10.000Z');
const seconds = (count: number) => new Date(now.getTime() + count * 1000);

describe('codeAt', () => {
  it('gives RFC 6238’s SHA-1 codes (their last six digits)', () => {
    expect(codeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(codeAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(codeAt(rfcSecret, new Date(1_234_567_890_000))).toBe('005924');
  });
});

describe('otpauthUrl', () => {
  it('names the platform and the account, with the secret, as authenticator apps read it', () => {
    const url = new URL(
      otpauthUrl({ secret: rfcSecret, issuer: 'Ticketing', account: 'ann@example.com' }),
    );
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Ticketing:ann@example.com');
    expect(url.searchParams.get('secret')).toBe(rfcSecret);
    expect(url.searchParams.get('issuer')).toBe('Ticketing');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('checkCode', () => {
  const check = (code: string, lastStep?: number, at = now) =>
    checkCode({ secret: rfcSecret, code, now: at, lastStep });

  it('takes the code of now, and of the step before and after it', () => {
    expect(check(codeAt(rfcSecret, now))).toEqual({ accepted: true, step: timeStepOf(now) });
    expect(check(codeAt(rfcSecret, seconds(-30)))).toEqual({
      accepted: true,
      step: timeStepOf(now) - 1,
    });
    expect(check(codeAt(rfcSecret, seconds(30)))).toEqual({
      accepted: true,
      step: timeStepOf(now) + 1,
    });
  });

  it('refuses codes two steps away, and codes of another secret', () => {
    expect(check(codeAt(rfcSecret, seconds(-60)))).toEqual({ accepted: false, reason: 'wrong' });
    expect(check(codeAt(rfcSecret, seconds(60)))).toEqual({ accepted: false, reason: 'wrong' });
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(check(codeAt(other, now))).toEqual({ accepted: false, reason: 'wrong' });
    expect(check('12345')).toEqual({ accepted: false, reason: 'wrong' });
  });

  it('takes a code once: the same one again, or an older one, is refused as used', () => {
    const first = check(codeAt(rfcSecret, now));
    if (!first.accepted) throw new Error('The first code was refused');
    expect(check(codeAt(rfcSecret, now), first.step)).toEqual({
      accepted: false,
      reason: 'used',
    });
    expect(check(codeAt(rfcSecret, seconds(-30)), first.step)).toEqual({
      accepted: false,
      reason: 'used',
    });
    // The next step's code is still good, once.
    const next = check(codeAt(rfcSecret, seconds(30)), first.step);
    expect(next).toEqual({ accepted: true, step: first.step + 1 });
  });

  it('takes the step after the last one when the clock has moved on', () => {
    const later = seconds(31);
    expect(check(codeAt(rfcSecret, later), timeStepOf(now), later)).toEqual({
      accepted: true,
      step: timeStepOf(now) + 1,
    });
  });
});

describe('the sign-ins that passed the step', () => {
  const signedIn = new Date('2026-12-01T09:00:00.000Z');
  const otherSignIn = new Date('2026-12-01T08:00:00.000Z');

  it('are kept by the sign-in’s auth_time: another sign-in asks again', () => {
    const sessions = withPassedSession(undefined, signedIn, now);
    expect(hasPassedStep(sessions, signedIn, now)).toBe(true);
    expect(hasPassedStep(sessions, otherSignIn, now)).toBe(false);
    expect(hasPassedStep(sessions, undefined, now)).toBe(false);
    expect(hasPassedStep(undefined, signedIn, now)).toBe(false);
  });

  it('last twelve hours', () => {
    const sessions = withPassedSession(undefined, signedIn, now);
    const justBefore = new Date(now.getTime() + twoStepSessionMs - 1);
    expect(hasPassedStep(sessions, signedIn, justBefore)).toBe(true);
    expect(passedUntil(sessions, signedIn, now)).toBe(
      new Date(now.getTime() + twoStepSessionMs).toISOString(),
    );
    const after = new Date(now.getTime() + twoStepSessionMs);
    expect(hasPassedStep(sessions, signedIn, after)).toBe(false);
    expect(passedUntil(sessions, signedIn, after)).toBeUndefined();
  });

  it('keep a few devices, newest first, dropping the expired and passing again anew', () => {
    let sessions = withPassedSession(undefined, otherSignIn, now);
    sessions = withPassedSession(sessions, signedIn, seconds(10));
    expect(hasPassedStep(sessions, otherSignIn, seconds(10))).toBe(true);
    sessions = withPassedSession(sessions, signedIn, seconds(20));
    expect(sessions).toEqual([
      { signedInAt: signedIn.toISOString(), passedAt: seconds(20).toISOString() },
      { signedInAt: otherSignIn.toISOString(), passedAt: now.toISOString() },
    ]);
    const muchLater = new Date(now.getTime() + twoStepSessionMs + 5_000);
    expect(withPassedSession(sessions, signedIn, muchLater)).toEqual([
      { signedInAt: signedIn.toISOString(), passedAt: muchLater.toISOString() },
    ]);
    for (let device = 0; device < 10; device += 1) {
      sessions = withPassedSession(sessions, new Date(device * 1000), now);
    }
    expect(sessions).toHaveLength(maxTwoStepSessions);
    expect(sessions[0]!.signedInAt).toBe(new Date(9000).toISOString());
  });
});

describe('recovery codes', () => {
  it('are told from six digits, and read however they are typed', () => {
    expect(isRecoveryCode('abcde-fgh23')).toBe(true);
    expect(isRecoveryCode('ABCDE FGH23')).toBe(true);
    expect(isRecoveryCode('abcdefgh23')).toBe(true);
    expect(isRecoveryCode('123456')).toBe(false);
    expect(isRecoveryCode('abcd-efgh')).toBe(false);
    expect(normaliseRecoveryCode(' ABCDE-fgh23 ')).toBe('abcdefgh23');
  });
});
