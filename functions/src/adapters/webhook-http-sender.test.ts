import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerWith,
  hugeAnswer,
  redirectAnswer,
  slowAnswer,
  startWebhookReceiver,
} from '../test-support/webhook-receiver';
import { createWebhookHttpSender, type ResolveHost } from './webhook-http-sender';

const request = (url: string) => ({
  url,
  body: '{"id":"evt_1"}',
  headers: { 'Content-Type': 'application/json' },
});

describe('the webhook sender in production (public reach)', () => {
  /** DNS as the test needs it: each name to the addresses given. */
  const resolverOf =
    (names: Record<string, string[]>): ResolveHost =>
    async (hostname) => {
      const addresses = names[hostname];
      if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const sender = createWebhookHttpSender({
    reach: 'public',
    resolve: resolverOf({
      'loopback.example.org': ['127.0.0.1'],
      'private.example.org': ['10.0.0.7'],
      'metadata.example.org': ['169.254.169.254'],
      'mapped.example.org': ['::ffff:192.168.0.1'],
      'mixed.example.org': ['93.184.216.34', '192.168.0.1'],
      'v6-local.example.org': ['fd12::1'],
    }),
  });

  it.each([
    ['https://loopback.example.org/hooks', 'loopback'],
    ['https://private.example.org/hooks', 'private'],
    ['https://metadata.example.org/hooks', 'link-local'],
    ['https://mapped.example.org/hooks', 'private'],
    ['https://mixed.example.org/hooks', 'private'],
    ['https://v6-local.example.org/hooks', 'unique-local'],
  ])('refuses %s: its name resolves to a %s address', async (url, range) => {
    expect(await sender.refusal(url)).toContain(range);
    const sent = await sender.send(request(url));
    expect(sent).toMatchObject({ outcome: 'refused' });
    expect(sent.error).toContain(range);
  });

  it('refuses http, the metadata server by name and names that do not resolve', async () => {
    expect(await sender.refusal('http://hooks.example.org/')).toBe('Must start with https://');
    expect(await sender.refusal('https://metadata.google.internal/')).toContain('may not receive');
    expect(await sender.refusal('https://nowhere.example.org/')).toContain('could not be resolved');
  });
});

describe('the webhook sender in the emulators (local reach)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const sender = createWebhookHttpSender({ reach: 'local', timeoutMs: 300 });
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('posts the body with its headers and keeps the first 1 KB of the answer', async () => {
    receiver.setAnswer(answerWith(202, 'y'.repeat(3000)));
    const sent = await sender.send(request(receiver.url()));
    expect(sent).toMatchObject({ outcome: 'succeeded', statusCode: 202 });
    expect(sent.response).toHaveLength(1024);
    expect(receiver.received.at(-1)).toMatchObject({
      body: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'content-length': '14' },
    });
  });

  it('fails cleanly on an error status, a redirect, a slow answer and an answer over 64 KB', async () => {
    receiver.setAnswer(answerWith(500, 'broken'));
    expect(await sender.send(request(receiver.url()))).toMatchObject({
      outcome: 'http_error',
      statusCode: 500,
      response: 'broken',
    });
    receiver.setAnswer(redirectAnswer('http://169.254.169.254/latest/meta-data'));
    expect(await sender.send(request(receiver.url()))).toMatchObject({
      outcome: 'redirect',
      statusCode: 302,
    });
    receiver.setAnswer(slowAnswer(5_000));
    expect(await sender.send(request(receiver.url()))).toMatchObject({ outcome: 'timeout' });
    receiver.setAnswer(hugeAnswer(10 * 1024 * 1024));
    expect(await sender.send(request(receiver.url()))).toMatchObject({
      outcome: 'too_large',
      statusCode: 200,
    });
  });

  it('fails cleanly when nothing listens', async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url();
    await closed.close();
    expect(await sender.send(request(url))).toMatchObject({ outcome: 'connection_error' });
  });
});
