// The project's fake Paystack (functions/lib/fake-paystack.js) as a child process of the
// local stack and of the tests: the functions talk to it as to Paystack, and it posts its
// signed charge.success and transfer.* webhooks to the stack's /api/paystack/webhook. It
// inherits this process's environment, so `FAKE_PAYSTACK_TRANSFER_OUTCOME=failed npm start`
// (or FAKE_PAYSTACK_TRANSFER_SETTLE_MS) reaches it; its other switches are at the top of
// functions/src/tools/fake-paystack/server.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './local-stack.mjs';

/** A test key: the fake accepts it, real Paystack never would. */
export const localPaystackSecret = 'sk_test_local_fake_paystack';

/** What the functions need to use the fake on `port`. */
export function paystackEnv(port) {
  return {
    PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`,
    PAYSTACK_SECRET_KEY: localPaystackSecret,
  };
}

/**
 * Starts the fake and resolves once it listens; `stop()` ends it. With `checkAnswers` (the
 * tests) it checks each answer against Paystack's OpenAPI description, and
 * `answerMismatches()` reads what it found.
 */
export function startFakePaystack({ port, webhookUrl, checkAnswers = false }) {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'functions', 'lib', 'fake-paystack.js')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        FAKE_PAYSTACK_PORT: String(port),
        FAKE_PAYSTACK_WEBHOOK_URL: webhookUrl,
        PAYSTACK_SECRET_KEY: localPaystackSecret,
        ...(checkAnswers ? { FAKE_PAYSTACK_CHECK_ANSWERS: 'true' } : {}),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  /** The answers unlike Paystack's description so far: `GET /_fake/answer-check`. */
  const answerMismatches = async () => {
    const answer = await fetch(`${url}/_fake/answer-check`, {
      headers: { authorization: `Bearer ${localPaystackSecret}` },
    });
    return (await answer.json()).data.mismatches;
  };
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    let started = false;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!started && chunk.toString().includes('listening at')) {
        started = true;
        resolve({ url, stop, answerMismatches });
      }
    });
    child.on('exit', (code) => {
      if (!started) reject(new Error(`The fake Paystack did not start (exit ${code})`));
    });
  });
}
