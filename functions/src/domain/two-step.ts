import { Secret, TOTP } from 'otpauth';

/*
 * Two-step sign-in (issue 38): the rules of our own TOTP step (RFC 6238, as every
 * authenticator app reads an otpauth:// link), which the API asks of people who move money.
 * Pure: the time is always given, never read.
 */

/** Seconds a code lasts, and its digits: what authenticator apps assume. */
export const twoStepPeriodSeconds = 30;
export const twoStepDigits = 6;
/**
 * Codes of the step just before and just after now are accepted too: a phone's clock a little
 * off, or a code typed as it turned over.
 */
export const twoStepWindowSteps = 1;
/** How long one sign-in that passed the step keeps it, however often its token refreshes. */
export const twoStepSessionMs = 12 * 60 * 60 * 1000;
/** Sign-ins (devices) remembered as having passed, newest kept. */
export const maxTwoStepSessions = 5;

/**
 * Recovery codes, for a lost phone: ten letters and digits without look-alikes (about 49 bits
 * each), shown as `abcde-fghij`, each good once, kept only as their SHA-256.
 */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 8;

/** Whether what was typed is shaped as a recovery code (rather than six digits). */
export function isRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.replace(/\s/g, ''));
}

/** A recovery code as it is hashed: lower case, without its hyphen or spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** The time step `at` falls in: the number of 30-second periods since the epoch. */
export function timeStepOf(at: Date): number {
  return TOTP.counter({ period: twoStepPeriodSeconds, timestamp: at.getTime() });
}

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: twoStepDigits,
    period: twoStepPeriodSeconds,
  });
}

/** The code an authenticator app shows for `secret` (base32) at `at`. */
export function codeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The link an authenticator app reads (as a QR code or typed): `otpauth://totp/…`. */
export function otpauthUrl({
  secret,
  issuer,
  account,
}: {
  secret: string;
  issuer: string;
  account: string;
}): string {
  return totpOf(secret, issuer, account).toString();
}

export type CodeCheck =
  { accepted: true; step: number } | { accepted: false; reason: 'wrong' | 'used' };

/**
 * Whether `code` is the code of `secret` for now (within the window), and of a time step
 * after `lastStep`, the one last accepted: a code is good once, so one seen over a shoulder
 * or in a proxy's log cannot be used again, nor can an older one.
 */
export function checkCode({
  secret,
  code,
  now,
  lastStep,
}: {
  secret: string;
  code: string;
  now: Date;
  lastStep: number | undefined;
}): CodeCheck {
  const current = timeStepOf(now);
  let isUsed = false;
  // The current step first, then the ones beside it: each compared in constant time.
  const steps = [current];
  for (let offset = 1; offset <= twoStepWindowSteps; offset += 1) {
    steps.push(current - offset, current + offset);
  }
  for (const step of steps) {
    const matches =
      TOTP.validate({
        token: code,
        secret: Secret.fromBase32(secret),
        digits: twoStepDigits,
        period: twoStepPeriodSeconds,
        timestamp: step * twoStepPeriodSeconds * 1000,
        window: 0,
      }) === 0;
    if (!matches) continue;
    if (lastStep === undefined || step > lastStep) return { accepted: true, step };
    isUsed = true;
  }
  return { accepted: false, reason: isUsed ? 'used' : 'wrong' };
}

/** One sign-in that passed the step: its `auth_time`, and when it passed. */
export type TwoStepSession = { signedInAt: string; passedAt: string };

const isLive = (session: TwoStepSession, now: Date) =>
  now.getTime() - Date.parse(session.passedAt) < twoStepSessionMs;

function liveSessionOf(
  sessions: readonly TwoStepSession[] | undefined,
  signedInAt: Date | undefined,
  now: Date,
): TwoStepSession | undefined {
  if (!signedInAt) return undefined;
  const signedIn = signedInAt.toISOString();
  return sessions?.find((session) => session.signedInAt === signedIn && isLive(session, now));
}

/**
 * Whether the sign-in of `signedInAt` (the ID token's `auth_time`) passed the step in the
 * last 12 hours: a new sign-in, or a reauthentication, asks again.
 */
export function hasPassedStep(
  sessions: readonly TwoStepSession[] | undefined,
  signedInAt: Date | undefined,
  now: Date,
): boolean {
  return liveSessionOf(sessions, signedInAt, now) !== undefined;
}

/** The sessions after the sign-in of `signedInAt` passed at `now`: expired ones dropped. */
export function withPassedSession(
  sessions: readonly TwoStepSession[] | undefined,
  signedInAt: Date,
  now: Date,
): TwoStepSession[] {
  const signedIn = signedInAt.toISOString();
  const others = (sessions ?? []).filter(
    (session) => session.signedInAt !== signedIn && isLive(session, now),
  );
  return [{ signedInAt: signedIn, passedAt: now.toISOString() }, ...others].slice(
    0,
    maxTwoStepSessions,
  );
}

/** Until when the sign-in of `signedInAt` keeps the step, if it passed it. */
export function passedUntil(
  sessions: readonly TwoStepSession[] | undefined,
  signedInAt: Date | undefined,
  now: Date,
): string | undefined {
  const session = liveSessionOf(sessions, signedInAt, now);
  if (!session) return undefined;
  return new Date(Date.parse(session.passedAt) + twoStepSessionMs).toISOString();
}
