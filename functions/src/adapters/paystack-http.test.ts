import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaystackHttp } from './paystack-http';

let server: Server | undefined;

/** A gateway that drops the first `drops` connections without answering, then answers. */
async function flakyGateway(drops: number): Promise<{ baseUrl: string; asked: () => number }> {
  let asked = 0;
  server = createServer((req, res) => {
    asked++;
    if (asked <= drops) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: true, message: 'ok', data: { method: req.method } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, asked: () => asked };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('the Paystack HTTP client', () => {
  it('asks a read once more when the connection closes before any answer', async () => {
    const gateway = await flakyGateway(1);
    const http = createPaystackHttp({ baseUrl: gateway.baseUrl, secretKey: 'sk_test' });
    expect((await http.get('/transaction')).data).toEqual({ method: 'GET' });
    expect(gateway.asked()).toBe(2);
  });

  it('reports a read that fails twice with the cause, having asked twice', async () => {
    const gateway = await flakyGateway(2);
    const http = createPaystackHttp({ baseUrl: gateway.baseUrl, secretKey: 'sk_test' });
    await expect(http.get('/transaction')).rejects.toThrow(
      /could not be reached \(fetch failed \(.+\)\)/,
    );
    expect(gateway.asked()).toBe(2);
  });

  it('never sends a write twice', async () => {
    const gateway = await flakyGateway(1);
    const http = createPaystackHttp({ baseUrl: gateway.baseUrl, secretKey: 'sk_test' });
    await expect(http.post('/transfer', { amount: 100 })).rejects.toThrow(/could not be reached/);
    expect(gateway.asked()).toBe(1);
  });
});
