/**
 * The webhook routes on the whole `api` app, as production checks URLs (public reach, DNS
 * given by the test): a bad URL is a 400 naming `url` and writes nothing, the secret is
 * answered once at create, never in the list, and someone outside the organisation is told
 * it does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookHttpSender } from '../../adapters/webhook-http-sender';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

describe('the webhook routes', () => {
  let api: ApiHarness;
  let webhooksPath: string;

  beforeAll(async () => {
    api = await startApiApp({
      webhookSender: createWebhookHttpSender({
        reach: 'public',
        resolve: async (hostname) => [
          {
            address: hostname === 'hooks.example.org' ? '93.184.216.34' : '192.168.1.20',
            family: 4,
          },
        ],
      }),
    });
    const created = await api.call('/api/organisations', {
      token: 'owner',
      method: 'POST',
      json: { name: 'Hooked Events' },
    });
    webhooksPath = `/api/organisations/${(created.body as { id: string }).id}/webhooks`;
  });
  afterAll(() => api.close());

  const create = (json: unknown, token = 'owner') =>
    api.call(webhooksPath, { token, method: 'POST', json });

  it.each([
    ['not a url', 'Not a web address'],
    ['http://hooks.example.org/paradise', 'Must start with https://'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://metadata.google.internal/', 'may not receive webhooks'],
    ['https://intranet.example.org/hooks', 'private'],
  ])('refuses %s with a 400 naming url', async (url, problem) => {
    const refused = await create({ url, types: ['order.paid'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: 'validation_failed', fields: { url: expect.stringContaining(problem) } },
    });
  });

  it('refuses no types, an unknown type and an unknown field, naming each', async () => {
    expect((await create({ url: 'https://hooks.example.org/', types: [] })).body).toMatchObject({
      error: { fields: { types: 'Choose at least one event' } },
    });
    expect(
      (await create({ url: 'https://hooks.example.org/', types: ['order.eaten'] })).body,
    ).toMatchObject({ error: { fields: { 'types.0': 'Not a webhook event type' } } });
    expect(
      (await create({ url: 'https://hooks.example.org/', types: ['order.paid'], secret: 'x' }))
        .body,
    ).toMatchObject({ error: { fields: { secret: 'Not a field here' } } });
    expect((await api.call(webhooksPath, { token: 'owner' })).body).toEqual({ endpoints: [] });
  });

  it('answers the secret once at create, and never in the list', async () => {
    const created = await create({
      url: 'https://hooks.example.org/paradise',
      types: ['order.paid', 'ticket.checked_in'],
      description: 'Our CRM',
    });
    expect(created.status).toBe(201);
    const { secret, endpoint } = created.body as { secret: string; endpoint: { id: string } };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await api.call(webhooksPath, { token: 'owner' });
    expect(listed.body).toMatchObject({
      endpoints: [
        {
          id: endpoint.id,
          url: 'https://hooks.example.org/paradise',
          enabled: true,
          secretHint: `whsec_…${secret.slice(-4)}`,
        },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const deliveries = await api.call(`${webhooksPath}/${endpoint.id}/deliveries?limit=10`, {
      token: 'owner',
    });
    expect(deliveries).toEqual({ status: 200, body: { deliveries: [] } });
  });

  it('tells someone outside the organisation it does not exist', async () => {
    expect((await api.call(webhooksPath, { token: 'stranger' })).status).toBe(404);
    expect(
      (await create({ url: 'https://hooks.example.org/', types: ['order.paid'] }, 'stranger'))
        .status,
    ).toBe(404);
  });
});
