import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createPaystackGateway } from '../adapters/paystack-gateway';
import { createPaystackPayouts } from '../adapters/paystack-payouts';
import {
  createFakePaystack,
  type FakePaystack,
  type FakePaystackOptions,
} from '../tools/fake-paystack/server';
import { assertAnswersAsDescribed } from './paystack-answer-check';

export type ReceivedWebhook = { body: string; signature: string | undefined };

export type PaystackContract = {
  readonly secretKey: string;
  readonly fake: FakePaystack;
  readonly baseUrl: string;
  /** Every webhook the fake posted, in order. */
  readonly received: ReceivedWebhook[];
  /** The webhooks about `reference`, parsed. */
  eventsFor(reference: string): Array<{ event: string; data: Record<string, unknown> }>;
  payments(): ReturnType<typeof createPaystackGateway>;
  /** `pageSize` small makes every list page. */
  payouts(pageSize?: number): ReturnType<typeof createPaystackPayouts>;
  /** The fake's own API, with the secret key: the control endpoint, raw answers. */
  raw(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response>;
};

/**
 * A fake Paystack on a free port for the tests of the file that calls this, and a server
 * receiving its webhooks: the production adapters talk to it over real HTTP.
 */
export function usePaystackContract(
  options: Omit<FakePaystackOptions, 'secretKey' | 'webhookUrl'> = {},
): PaystackContract {
  const secretKey = 'sk_test_contract';
  const received: ReceivedWebhook[] = [];
  let fake: FakePaystack | undefined;
  let baseUrl: string | undefined;
  let receiver: Server | undefined;

  beforeAll(async () => {
    const listening = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const signature = req.headers['x-paystack-signature'];
        received.push({ body, signature: typeof signature === 'string' ? signature : undefined });
        res.writeHead(200).end();
      });
    });
    receiver = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/webhook`;
    fake = createFakePaystack({
      transferSettleMs: 5,
      checkAnswers: true,
      ...options,
      secretKey,
      webhookUrl,
    });
    baseUrl = await fake.listen(0);
  });

  afterAll(async () => {
    await fake?.close();
    await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
    assertAnswersAsDescribed(fake?.answerMismatches ?? []);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The fake Paystack starts before the tests');
    return value;
  };

  return {
    secretKey,
    received,
    get fake() {
      return started(fake);
    },
    get baseUrl() {
      return started(baseUrl);
    },
    eventsFor(reference) {
      return received
        .map(
          (webhook) => JSON.parse(webhook.body) as { event: string; data: Record<string, unknown> },
        )
        .filter((event) => event.data.reference === reference);
    },
    payments: () => createPaystackGateway({ baseUrl: started(baseUrl), secretKey }),
    payouts: (pageSize) =>
      createPaystackPayouts({ baseUrl: started(baseUrl), secretKey, pageSize }),
    raw: (method, path, body) =>
      fetch(`${started(baseUrl)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
