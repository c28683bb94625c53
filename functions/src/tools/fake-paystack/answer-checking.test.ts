import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAnswersAsDescribed } from '../../test-support/paystack-answer-check';
import { createAnswerCheck } from './openapi/answer-check';
import { knownDifferences } from './openapi/known-differences';
import { createFakePaystack } from './server';

const secretKey = 'sk_test_answer_check';

/** A fake with a check of its own, over HTTP as the adapters call it. */
async function startFake(check: ReturnType<typeof createAnswerCheck>) {
  const fake = createFakePaystack({ secretKey, checkAnswers: check, transferSettleMs: 1 });
  const url = await fake.listen(0);
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, key = secretKey) => {
    const answer = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { data: never } };
  };
  return { fake, call };
}

/** Every operation the fake serves, each answer it can give in the suite's tests. */
async function tour(call: Awaited<ReturnType<typeof startFake>>['call']) {
  const initialise = async (reference: string) =>
    (
      await call('POST', '/transaction/initialize', {
        email: 'buyer@example.com',
        amount: 15000,
        currency: 'ZAR',
        reference,
        metadata: { orderId: reference },
      })
    ).body.data as { access_code: string };
  const paid = await initialise('tour-paid');
  const declined = await initialise('tour-declined');
  await initialise('tour-abandoned');
  await call('POST', '/transaction/initialize', { email: 'nobody', amount: 100 });
  await call('POST', `/checkout/${paid.access_code}/pay`);
  await call('POST', `/checkout/${declined.access_code}/decline`);
  for (const reference of ['tour-paid', 'tour-declined', 'tour-abandoned', 'tour-unknown']) {
    await call('GET', `/transaction/verify/${reference}`);
  }
  await call('GET', '/transaction?perPage=2&page=1');
  await call('GET', '/transaction?perPage=2&page=2');
  await call('POST', '/refund', { transaction: 'tour-paid', amount: 5000 });
  await call('POST', '/refund', { transaction: 'tour-declined' });
  await call('GET', '/refund?transaction=tour-paid');
  await call('GET', '/bank?currency=ZAR');
  await call('GET', '/bank?currency=ZAR&perPage=3');
  await call('GET', '/bank/resolve?account_number=1000000001&bank_code=250655');
  await call('GET', '/bank/resolve?account_number=1234512345&bank_code=250655');
  const recipient = (
    await call('POST', '/transferrecipient', {
      type: 'basa',
      name: 'Thandi Mokoena',
      account_number: '1000000001',
      bank_code: '250655',
      currency: 'ZAR',
    })
  ).body.data as { recipient_code: string };
  const transfer = {
    source: 'balance',
    amount: 10000,
    currency: 'ZAR',
    recipient: recipient.recipient_code,
    reference: 'tour-transfer-0001',
    reason: 'Payout',
  };
  await call('POST', '/transfer', transfer);
  await call('POST', '/transfer', transfer);
  await call('GET', `/transfer/verify/${transfer.reference}`);
  await call('GET', '/transfer');
  await call('GET', '/transaction', undefined, 'sk_test_wrong');
}

describe("the fake Paystack's answers against Paystack's OpenAPI description", () => {
  const check = createAnswerCheck();
  let started: Awaited<ReturnType<typeof startFake>>;
  beforeAll(async () => {
    started = await startFake(check);
    await tour(started.call);
  });
  afterAll(() => started.fake.close());

  it('gives every answer as the description has it, but for the known differences', async () => {
    expect(started.fake.answerMismatches).toEqual([]);
    expect(() => assertAnswersAsDescribed(started.fake.answerMismatches)).not.toThrow();
    expect((await started.call('GET', '/_fake/answer-check')).body.data).toEqual({
      enabled: true,
      mismatches: [],
    });
  });

  it('checks each operation the fake serves, answers and refusals alike', () => {
    expect([...check.checked].sort()).toEqual([
      'GET /bank 200',
      'GET /bank/resolve 200',
      'GET /refund 200',
      'GET /transaction 200',
      'GET /transaction 401',
      'GET /transaction/verify/{reference} 200',
      'GET /transfer 200',
      'GET /transfer/verify/{reference} 200',
      'POST /refund 200',
      'POST /transaction/initialize 200',
      'POST /transaction/initialize 400',
      'POST /transfer 200',
      'POST /transferrecipient 201',
    ]);
  });

  it('needs every known difference it keeps', () => {
    expect(knownDifferences.filter((difference) => !check.excused.has(difference))).toEqual([]);
  });
});

describe('an answer unlike the description', () => {
  it('is kept, reported at /_fake/answer-check and fails the harness', async () => {
    // Without its known differences, the check finds the fake's null `ip_address` before a
    // payment: the way any answer that strays is caught.
    const { fake, call } = await startFake(createAnswerCheck(undefined, []));
    try {
      await call('POST', '/transaction/initialize', {
        email: 'buyer@example.com',
        amount: 100,
        reference: 'stray-1',
      });
      await call('GET', '/transaction/verify/stray-1');
      const mismatch = {
        operation: 'GET /transaction/verify/{reference}',
        status: 200,
        problems: ['/data/ip_address must be string'],
      };
      expect(fake.answerMismatches).toEqual([mismatch]);
      expect((await call('GET', '/_fake/answer-check')).body.data).toEqual({
        enabled: true,
        mismatches: [mismatch],
      });
      expect(() => assertAnswersAsDescribed(fake.answerMismatches)).toThrow(
        /1 answer\(s\) unlike Paystack's OpenAPI description[^]*1 x GET \/transaction\/verify\/\{reference\} 200: \/data\/ip_address must be string/,
      );
    } finally {
      await fake.close();
    }
  });
});
