import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../app/common/services';
import { apiErrorBody } from '../contract/errors';
import { createBeginTransactionApp } from './begin-transaction-app';

// A bad request is refused before anything is read or written: any use of a service fails.
const noServices = new Proxy({} as Services, {
  get: (_target, name) => {
    throw new Error(`beginTransaction used services.${String(name)} for a bad request`);
  },
});

let server: Server;
beforeAll(async () => {
  server = createServer(createBeginTransactionApp(noServices));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = async (body: object) => {
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { authorization: 'Bearer buyer', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
};

describe('POST /api/beginTransaction', () => {
  it('refuses a ref that cannot be a source with a 400 naming the field', async () => {
    const answer = await post({
      eventId: 'e1',
      email: 'buyer@example.com',
      items: [{ typeId: 'ga', quantity: 1 }],
      requestKey: 'key-00000001',
      ref: 'my site!',
    });
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).error.fields).toEqual({
      ref: 'Use 1 to 40 letters, digits, dots, dashes or underscores',
    });
  });
});
