import { afterAll, beforeAll } from 'vitest';
import { createPaystackGateway } from '../adapters/paystack-gateway';
import { createPaystackPayouts } from '../adapters/paystack-payouts';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PayoutGateway } from '../ports/payout-gateway';
import { createFakePaystack, type FakePaystack } from '../tools/fake-paystack/server';
import { refundsAtFakePaystack } from './fake-paystack-refunds';
import { assertAnswersAsDescribed } from './paystack-answer-check';

export type FakePaystackGateway = {
  /** The real Paystack adapter pointed at the fake; a test may swap it for a while. */
  payments: PaymentGateway;
  /** The real Paystack Transfers adapter pointed at the same fake. */
  readonly payouts: PayoutGateway;
  readonly url: string;
  /** What the fake says it refunded for a payment reference. */
  refundsAt(reference: string): Promise<unknown[]>;
};

/**
 * A fake Paystack on a free port for the tests of the file that calls this (started before
 * them, closed after), and the real adapter talking to it over HTTP.
 */
export function useFakePaystackGateway(secretKey: string): FakePaystackGateway {
  let fake: FakePaystack | undefined;
  let url: string | undefined;
  let payments: PaymentGateway | undefined;
  let payouts: PayoutGateway | undefined;
  beforeAll(async () => {
    fake = createFakePaystack({ secretKey, checkAnswers: true });
    url = await fake.listen(0);
    payments = createPaystackGateway({ baseUrl: url, secretKey });
    payouts = createPaystackPayouts({ baseUrl: url, secretKey });
  });
  afterAll(async () => {
    await fake?.close();
    assertAnswersAsDescribed(fake?.answerMismatches ?? []);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The fake Paystack starts before the tests');
    return value;
  };
  return {
    get payments() {
      return started(payments);
    },
    set payments(next) {
      payments = next;
    },
    get payouts() {
      return started(payouts);
    },
    get url() {
      return started(url);
    },
    refundsAt: (reference) =>
      refundsAtFakePaystack({ paystackUrl: started(url), secretKey }, reference),
  };
}
