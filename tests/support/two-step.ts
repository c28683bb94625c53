import { setTimeout as sleep } from 'node:timers/promises';
import { twoStepSetup } from '../../functions/src/contract/two-step';
import { codeAt, timeStepOf, twoStepPeriodSeconds } from '../../functions/src/domain/two-step';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

/**
 * An authenticator app, as a test holds it: the secret from a set-up, and the next code it
 * may send. The server takes each time step's code once, so this gives a later step each
 * time (the next one is accepted too, and after that it waits for the clock).
 */
export type Authenticator = { secret: string; code(): Promise<string> };

export function authenticatorOf(secret: string): Authenticator {
  let lastStep = -1;
  return {
    secret,
    async code() {
      let current = timeStepOf(new Date());
      if (lastStep >= current + 1) {
        const periodMs = twoStepPeriodSeconds * 1000;
        await sleep(periodMs - (Date.now() % periodMs) + 50);
        current = timeStepOf(new Date());
      }
      const step = Math.max(current, lastStep + 1);
      lastStep = step;
      return codeAt(secret, new Date(step * twoStepPeriodSeconds * 1000));
    },
  };
}

async function expectOk(answer: { status: number; body: unknown }, what: string) {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/**
 * Sets up `user`'s two-step sign-in as the Settings page does (start, then confirm with a
 * first code), which also counts for this sign-in. `user` must have signed in in the last
 * few minutes.
 */
export async function enrolTwoStep(user: TestUser): Promise<Authenticator> {
  const started = twoStepSetup.parse(
    await expectOk(
      await callApi('/api/me/two-step/start', { method: 'POST', token: user.idToken }),
      'Starting two-step sign-in',
    ),
  );
  const authenticator = authenticatorOf(started.secret);
  await expectOk(
    await callApi('/api/me/two-step/confirm', {
      token: user.idToken,
      json: { code: await authenticator.code() },
    }),
    'Confirming two-step sign-in',
  );
  return authenticator;
}

/** `user`'s sign-in passes the second step with the next code (as the code prompt does). */
export async function passTwoStep(user: TestUser, authenticator: Authenticator): Promise<void> {
  await expectOk(
    await callApi('/api/me/two-step/verify', {
      token: user.idToken,
      json: { code: await authenticator.code() },
    }),
    'Verifying two-step sign-in',
  );
}
