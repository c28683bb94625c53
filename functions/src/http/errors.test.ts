import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { errorHandler } from './errors';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase-functions/logger')>()),
  warn: vi.fn(),
  error: vi.fn(),
}));

/** What an app answers when its route throws `error`. */
async function answerTo(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    };
  } finally {
    server.close();
  }
}

describe('the API’s error answers', () => {
  it('a payment gateway that failed or timed out is a 503 to try again, not a 500 of ours', async () => {
    expect(
      await answerTo(new PaymentGatewayError('The payment gateway answered 502', 502)),
    ).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        error: {
          code: 'gateway_unavailable',
          message: 'Payments are not answering just now. Please try again in a moment.',
        },
      },
    });
  });

  it('anything else unexpected is a 500 that leaks nothing', async () => {
    expect(await answerTo(new Error('secret detail'))).toMatchObject({
      status: 500,
      body: {
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      },
    });
  });
});
