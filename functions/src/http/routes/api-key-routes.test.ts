/**
 * API keys through the `api` app: an owner makes one (shown once) and revokes it; the key
 * works as `Authorization: Bearer tp_…` on the organiser routes its role allows, its changes
 * are in the audit log under its name, it is refused on a person's routes and on key
 * management (403), refused with one answer once revoked (401), and told to wait (429 with
 * Retry-After) past its rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyRefusal,
  type ApiKeysResponse,
  type CreatedApiKeyResponse,
} from '../../contract/api-keys';
import type { AuditResponse } from '../../contract/organisations';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { apiKeyRequestsPerMinute } from '../../app/api-keys/api-key-rate-limit';

describe('API keys through the API', () => {
  let api: ApiHarness;
  let keysPath: string;
  let orgPath: string;

  const makeKey = async (json: unknown) => {
    const made = await api.call(keysPath, { token: 'owner', method: 'POST', json });
    expect(made.status).toBe(201);
    return (made.body as CreatedApiKeyResponse).key;
  };

  beforeAll(async () => {
    api = await startApiApp();
    const created = await api.call('/api/organisations', {
      token: 'owner',
      method: 'POST',
      json: { name: 'Rooftop Collective' },
    });
    const orgId = (created.body as { id: string }).id;
    orgPath = `/api/organisations/${orgId}`;
    keysPath = `${orgPath}/api-keys`;
    await api.docs.set(paths.event('gig'), {
      uid: 'owner',
      orgId,
      name: 'Gig',
      description: '',
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-01T00:00:00.000Z',
    });
  });
  afterAll(() => api.close());

  it('works on the routes its role allows, and its changes are logged under its name', async () => {
    const key = await makeKey({ name: 'Door gates', role: 'box_office', eventIds: ['gig'] });

    const device = await api.call('/api/events/gig/check-in/devices', {
      token: key,
      method: 'POST',
      json: { name: 'Gate 1' },
    });
    expect(device.status).toBe(201);
    expect((await api.call('/api/events/gig/money', { token: key })).status).toBe(403);

    const log = await api.call(`${orgPath}/audit?kind=api_key.used`, { token: 'owner' });
    expect((log.body as AuditResponse).entries).toEqual([
      expect.objectContaining({
        actorEmail: 'API key Door gates',
        summary: 'POST /api/events/gig/check-in/devices',
        eventId: 'gig',
      }),
    ]);
  });

  it('is refused on a person’s routes and on key management, and once revoked', async () => {
    const key = await makeKey({ name: 'Admin sync', role: 'admin' });
    for (const [path, method] of [
      ['/api/me/profile', 'GET'],
      [keysPath, 'GET'],
      [keysPath, 'POST'],
    ] as const) {
      const refused = await api.call(path, {
        token: key,
        method,
        json: method === 'POST' ? {} : undefined,
      });
      expect(refused.status).toBe(403);
    }

    const listed = (await api.call(keysPath, { token: 'owner' })).body as ApiKeysResponse;
    const id = listed.apiKeys.find((each) => each.name === 'Admin sync')!.id;
    expect((await api.call(`${keysPath}/${id}`, { token: 'owner', method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await api.call(orgPath, { token: key })).toEqual({
      status: 401,
      body: { error: { code: 'unauthenticated', message: apiKeyRefusal } },
    });
  });

  it('answers 429 with Retry-After past its rate', async () => {
    const key = await makeKey({ name: 'Poller', role: 'viewer' });
    for (let request = 0; request < apiKeyRequestsPerMinute; request++) {
      expect((await api.fetch(orgPath, { token: key })).status).toBe(200);
    }
    const limited = await api.fetch(orgPath, { token: key });
    expect(limited.status).toBe(429);
    // The harness's clock stands at 10:00:00, the start of a window.
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});
