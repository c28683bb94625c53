import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLinkTokenHeader, personalData } from '../../contract/personal-data';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { storeDataLinks } from '../../test-support/data-link-fixtures';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';

/**
 * The routes' own work: the file as an attachment no cache keeps, who may ask, the field a bad
 * address is refused for, and a link's secret in its header (missing, wrong, expired).
 */
describe('personal data routes', () => {
  let api: ApiHarness;
  let token: string;
  let oldToken: string;

  beforeAll(async () => {
    api = await startApiApp();
    await storeApprovedEvent(api.docs, 'e1', { ga: { name: 'General', capacity: 10 } });
    await api.docs.set(paths.order('o1'), {
      eventId: 'e1',
      uid: 'anon-1',
      email: 'ann@example.com',
      status: 'paid',
      amount: 15000,
      currency: 'ZAR',
      items: [{ typeId: 'ga', name: 'General', quantity: 1, unitPrice: 15000 }],
      ticketCodes: [],
      createdAt: '2026-10-20T00:00:00.000Z',
    });
    ({ token, oldToken } = await storeDataLinks(api.docs));
  });
  afterAll(() => api.close());

  it('downloads an account’s file, found by its verified address too', async () => {
    // The harness's token "ann" is the verified account ann@example.com.
    const answer = await api.fetch('/api/me/personal-data', { token: 'ann' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename=my-data-2026-11-01.json',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const file = personalData.parse(await answer.json());
    expect(file.subject).toEqual({ uid: 'ann', email: 'ann@example.com', emailVerified: true });
    expect(file.orders.map((order) => order.reference)).toEqual(['o1']);
    expect((await api.fetch('/api/me/personal-data')).status).toBe(401);
  });

  it('refuses a bad address naming the field', async () => {
    expect(await api.call('/api/my-data', { json: { email: 'not an address' } })).toMatchObject({
      status: 400,
      body: { error: { fields: { email: 'Enter a valid email address' } } },
    });
  });

  it('opens a link with its secret in the header only, and says when it expired', async () => {
    const withSecret = (secret: string) => ({ headers: { [dataLinkTokenHeader]: secret } });
    expect(await api.call('/api/my-data/live', withSecret(token))).toMatchObject({
      status: 200,
      body: { email: 'ann@example.com', counts: { orders: 1 } },
    });
    expect((await api.call('/api/my-data/live')).status).toBe(404);
    expect((await api.call('/api/my-data/live', withSecret('short'))).status).toBe(404);
    expect((await api.call('/api/my-data/live', withSecret(oldToken))).status).toBe(404);
    expect(await api.call('/api/my-data/old', withSecret(oldToken))).toMatchObject({
      status: 410,
      body: { error: { code: 'gone', details: { reason: 'expired' } } },
    });

    const download = await api.call('/api/my-data/live/download', withSecret(token));
    expect(download.status).toBe(200);
    expect(personalData.parse(download.body).subject).toEqual({ email: 'ann@example.com' });
    expect((await api.call('/api/my-data/old/download', withSecret(oldToken))).status).toBe(410);
  });
});
