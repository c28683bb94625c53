import { createHash, randomInt } from 'node:crypto';
import { Secret } from 'otpauth';
import type { TwoStepConfirmed, TwoStepSetup, TwoStepStatus } from '../../contract/two-step';
import { isRecentSignIn } from '../../domain/payout-account';
import {
  checkCode,
  isRecoveryCode,
  normaliseRecoveryCode,
  otpauthUrl,
  passedUntil,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  withPassedSession,
  type CodeCheck,
} from '../../domain/two-step';
import { paths } from '../../paths';
import type { VerifiedUser } from '../../ports/identity';
import { AppError } from '../common/app-error';
import { enforceRateLimit } from '../common/rate-limit';
import type { Services } from '../common/services';
import type { UseCaseOptions } from '../common/use-case-options';
import type { TwoStepRecord } from './two-step-records';

/*
 * A person's own two-step sign-in (`/api/me/two-step`): set it up (start, then confirm with a
 * first code), prove it for this sign-in (verify), turn it off (with a current code).
 */

type Person = Pick<VerifiedUser, 'uid' | 'email' | 'signedInAt'>;
type TwoStepServices = Pick<Services, 'docs' | 'clock'>;

/** Code attempts a person may make (right or wrong) in a while: 3 in a million are right. */
export const twoStepCodeLimit = { limit: 10, windowSeconds: 15 * 60 };

const codeField = (message: string) =>
  new AppError('validation_failed', message, { code: message });

function refusedCode(check: Exclude<CodeCheck, { accepted: true }>): AppError {
  return check.reason === 'used'
    ? codeField('That code was used already: wait for the next one')
    : codeField('That code is not right: check your authenticator app and try again');
}

/** New recovery codes, as shown once: `abcde-fghij`. */
function newRecoveryCodes(): string[] {
  const letter = () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)]!;
  const part = () => Array.from({ length: 5 }, letter).join('');
  return Array.from({ length: recoveryCodeCount }, () => `${part()}-${part()}`);
}

const hashOf = (recoveryCode: string) =>
  createHash('sha256').update(normaliseRecoveryCode(recoveryCode)).digest('hex');

const readRecord = (docs: TwoStepServices['docs'], uid: string) =>
  docs.get<TwoStepRecord>(paths.twoStep(uid));

function statusOf(record: TwoStepRecord | undefined, person: Person, now: Date): TwoStepStatus {
  const isEnabled = record?.enabled === true;
  const until = isEnabled ? passedUntil(record.sessions, person.signedInAt, now) : undefined;
  return {
    enabled: isEnabled,
    isPending: record !== undefined && !record.enabled,
    ...(isEnabled && record.confirmedAt ? { confirmedAt: record.confirmedAt } : {}),
    ...(until ? { passedUntil: until } : {}),
    ...(isEnabled ? { recoveryCodesLeft: record.recoveryCodes?.length ?? 0 } : {}),
  };
}

/** `GET /api/me/two-step`. */
export async function getTwoStepStatus({
  services: { docs, clock },
  person,
}: UseCaseOptions<'docs' | 'clock', { person: Person }>): Promise<TwoStepStatus> {
  return statusOf((await readRecord(docs, person.uid)).data, person, clock.now());
}

/**
 * `POST /api/me/two-step/start`: a new secret (20 random bytes), kept unconfirmed until a
 * code from it comes back. Needs a sign-in of the last few minutes, so a session left open
 * cannot tie the account to someone else's phone; refused while the step is on.
 */
export async function startTwoStep({
  services: { docs, clock, publicBaseUrl },
  person,
}: UseCaseOptions<'docs' | 'clock' | 'publicBaseUrl', { person: Person }>): Promise<TwoStepSetup> {
  const now = clock.now();
  if (!isRecentSignIn(person.signedInAt, now)) {
    throw new AppError(
      'recent_sign_in_required',
      'For your safety, enter your password again to set up two-step sign-in',
    );
  }
  const secret = new Secret({ size: 20 }).base32;
  await docs.runTransaction(async (tx) => {
    const existing = (await tx.get<TwoStepRecord>(paths.twoStep(person.uid))).data;
    if (existing?.enabled) {
      throw new AppError('conflict', 'Two-step sign-in is on already: turn it off first');
    }
    const record: TwoStepRecord = {
      secret,
      enabled: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    tx.set(paths.twoStep(person.uid), record);
  });
  return {
    secret,
    otpauthUrl: otpauthUrl({
      secret,
      issuer: new URL(publicBaseUrl).host,
      account: person.email ?? person.uid,
    }),
  };
}

/** What a code accepted leaves: the last time step taken, and the recovery codes left. */
type Proof = Pick<TwoStepRecord, 'lastStep' | 'recoveryCodes'>;

/** The proof of `code` against `record`, or the refusal naming `code`. */
function proofOf(record: TwoStepRecord, code: string, now: Date, takesRecovery: boolean): Proof {
  if (isRecoveryCode(code)) {
    const hash = hashOf(code);
    const left = record.recoveryCodes ?? [];
    if (!takesRecovery || !left.includes(hash)) {
      throw codeField(
        takesRecovery
          ? 'That recovery code is not right, or was used already'
          : 'Enter the 6-digit code from your authenticator app',
      );
    }
    return {
      ...(record.lastStep !== undefined ? { lastStep: record.lastStep } : {}),
      recoveryCodes: left.filter((each) => each !== hash),
    };
  }
  const check = checkCode({ secret: record.secret, code, now, lastStep: record.lastStep });
  if (!check.accepted) throw refusedCode(check);
  return {
    lastStep: check.step,
    ...(record.recoveryCodes ? { recoveryCodes: record.recoveryCodes } : {}),
  };
}

/**
 * Checks `code` against the person's record in one transaction (so a code is accepted once
 * even when sent twice at once) and writes what `next` makes of the record on success. A
 * recovery code does where the step is on already (verify, disable), once.
 */
async function withCode(
  { docs, clock }: TwoStepServices,
  person: Person,
  code: string,
  expect: { enabled: boolean; otherwise: string },
  next: (record: TwoStepRecord, proof: Proof, now: Date) => TwoStepRecord | 'delete',
): Promise<TwoStepRecord | undefined> {
  await enforceRateLimit({
    services: { docs, clock },
    bucket: 'two-step-code',
    clientKey: person.uid,
    ...twoStepCodeLimit,
  });
  const now = clock.now();
  return docs.runTransaction(async (tx) => {
    const path = paths.twoStep(person.uid);
    const record = (await tx.get<TwoStepRecord>(path)).data;
    if (!record || record.enabled !== expect.enabled)
      throw new AppError('conflict', expect.otherwise);
    const changed = next(record, proofOf(record, code, now, expect.enabled), now);
    if (changed === 'delete') {
      tx.delete(path);
      return undefined;
    }
    tx.set(path, changed);
    return changed;
  });
}

/** The record once this sign-in has passed with `proof`. */
const passed = (record: TwoStepRecord, person: Person, proof: Proof, now: Date) => ({
  ...record,
  ...proof,
  sessions: withPassedSession(record.sessions, person.signedInAt, now),
  updatedAt: now.toISOString(),
});

/**
 * `POST /api/me/two-step/confirm {code}`: a first code from the new secret turns the step
 * on, and counts for this sign-in (it was just proved). Answers the recovery codes, this once.
 */
export async function confirmTwoStep({
  services,
  person,
  code,
}: UseCaseOptions<'docs' | 'clock', { person: Person; code: string }>): Promise<TwoStepConfirmed> {
  const recoveryCodes = newRecoveryCodes();
  const record = await withCode(
    services,
    person,
    code,
    { enabled: false, otherwise: 'Start setting up two-step sign-in first' },
    (pending, proof, now) => ({
      ...passed(pending, person, proof, now),
      enabled: true,
      confirmedAt: now.toISOString(),
      recoveryCodes: recoveryCodes.map(hashOf),
    }),
  );
  return { ...statusOf(record, person, services.clock.now()), recoveryCodes };
}

/**
 * `POST /api/me/two-step/verify {code}`: this sign-in passed the step, for 12 hours (or until
 * the person signs in again).
 */
export async function verifyTwoStep({
  services,
  person,
  code,
}: UseCaseOptions<'docs' | 'clock', { person: Person; code: string }>): Promise<TwoStepStatus> {
  const record = await withCode(
    services,
    person,
    code,
    { enabled: true, otherwise: 'Set up two-step sign-in first' },
    (enabled, proof, now) => passed(enabled, person, proof, now),
  );
  return statusOf(record, person, services.clock.now());
}

/**
 * `POST /api/me/two-step/disable {code}`: turns the step off (the secret and recovery codes
 * deleted); a current code, or a recovery code, proves it.
 */
export async function disableTwoStep({
  services,
  person,
  code,
}: UseCaseOptions<'docs' | 'clock', { person: Person; code: string }>): Promise<TwoStepStatus> {
  await withCode(
    services,
    person,
    code,
    { enabled: true, otherwise: 'Two-step sign-in is not on' },
    () => 'delete',
  );
  return statusOf(undefined, person, services.clock.now());
}
