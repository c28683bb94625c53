import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { Services } from '../app/common/services';
import { createPaystackWebhookApp } from './payment-apps';

vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase-functions/logger')>();
  return { ...actual, warn: vi.fn(), error: vi.fn() };
});

// What arrives before the signature is checked needs no service: any use of one is a failure.
const noServices = new Proxy({} as Services, {
  get: (_target, name) => {
    throw new Error(`The webhook used services.${String(name)} before it had a whole body`);
  },
});

let server: Server;
beforeAll(async () => {
  server = createServer(createPaystackWebhookApp(noServices));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `request` as raw bytes, half-closes, and resolves with everything that came back. */
function rawExchange(request: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the Paystack webhook with a body that does not arrive whole', () => {
  it('is the sender’s fault (400, a warning), not a failure of ours (500, an error)', async () => {
    const answer = await rawExchange(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 500\r\nX-Paystack-Signature: 00\r\n\r\n{"event":"charge.su',
    );
    // Node itself answers the half-sent request; what matters is how we took it.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        'A Paystack webhook body did not arrive whole; Paystack sends it again',
      ),
    );
    expect(logger.error).not.toHaveBeenCalled();
  });
});
