/**
 * An organisation's allowed sites (the widget's `frame-ancestors`) through
 * `PATCH /api/organisations/{orgId}`: kept as origins, each once; a bad entry is a 400 naming
 * the field and the entry, and nothing is written; only owners and admins change them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

describe('an organisation’s allowed sites', () => {
  let api: ApiHarness;
  let orgPath: string;

  beforeAll(async () => {
    api = await startApiApp();
    const created = await api.call('/api/organisations', {
      token: 'owner',
      method: 'POST',
      json: { name: 'Rooftop Collective' },
    });
    orgPath = `/api/organisations/${(created.body as { id: string }).id}`;
  });
  afterAll(() => api.close());

  const change = (json: unknown, token = 'owner') =>
    api.call(orgPath, { token, method: 'PATCH', json });

  it('starts with none, and keeps the list it is given as origins', async () => {
    expect((await api.call(orgPath, { token: 'owner' })).body).toMatchObject({
      allowedOrigins: [],
    });
    const saved = await change({
      allowedOrigins: [
        'https://Rooftop.example/',
        'http://localhost:8080',
        'https://rooftop.example',
      ],
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { allowedOrigins: ['https://rooftop.example', 'http://localhost:8080'] },
    });
    // A change of the name alone leaves them as they are.
    expect((await change({ name: 'Rooftop Collective Ltd' })).body).toMatchObject({
      allowedOrigins: ['https://rooftop.example', 'http://localhost:8080'],
    });
  });

  it('refuses a list with an entry that is not a site, naming it, and writes nothing', async () => {
    const refused = await change({
      allowedOrigins: ['https://rooftop.example', 'http://shop.example', 'https://x.example/buy'],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            'allowedOrigins.1':
              '“http://shop.example” must start with https:// (http:// is only for localhost)',
            'allowedOrigins.2':
              '“https://x.example/buy” is a page, not a site: write only https://x.example',
          },
        },
      },
    });
    expect((await api.call(orgPath, { token: 'owner' })).body).toMatchObject({
      allowedOrigins: ['https://rooftop.example', 'http://localhost:8080'],
    });
  });

  it('takes an empty list: no site may frame its events', async () => {
    expect((await change({ allowedOrigins: [] })).body).toMatchObject({ allowedOrigins: [] });
  });

  it('lets nobody outside the organisation change them', async () => {
    expect((await change({ allowedOrigins: ['https://evil.example'] }, 'stranger')).status).toBe(
      404,
    );
  });
});
