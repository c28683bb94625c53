import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import { erasedEmail } from '../../app/erasure/erasure-records';
import { erasureAnswer } from '../../contract/erasure';
import { dataLinkTokenHeader } from '../../contract/personal-data';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { storeDataLinks } from '../../test-support/data-link-fixtures';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';

/**
 * "Erase my data" through the emailed link: the link's one check (a missing, wrong or expired
 * secret changes nothing), then the answer of what was erased, the same when asked again.
 */
describe('the erasure route', () => {
  let api: ApiHarness;
  let token: string;
  let oldToken: string;
  const withSecret = (secret: string) => ({
    method: 'POST' as const,
    headers: { [dataLinkTokenHeader]: secret },
  });
  const orderEmail = async () => (await api.docs.get<OrderRecord>(paths.order('o1'))).data?.email;

  beforeAll(async () => {
    api = await startApiApp();
    // Over (the harness's clock reads 2026-11-01T10:00Z), free: nothing to pay out.
    await storeApprovedEvent(api.docs, 'e1', { ga: { name: 'General', capacity: 10 } });
    await api.docs.update(paths.event('e1'), { endsAt: '2026-10-25T22:00:00.000Z' });
    await api.docs.set(paths.order('o1'), {
      eventId: 'e1',
      uid: 'anon-1',
      email: 'ann@example.com',
      requestId: 'r1',
      status: 'paid',
      amount: 0,
      currency: 'ZAR',
      items: [{ typeId: 'ga', name: 'General', quantity: 1, unitPrice: 0 }],
      ticketCodes: [],
      createdAt: '2026-10-20T00:00:00.000Z',
      holdExpiresAt: '2026-10-20T00:15:00.000Z',
    } satisfies OrderRecord);
    ({ token, oldToken } = await storeDataLinks(api.docs));
  });
  afterAll(() => api.close());

  it('erases only through a working link, and says what it did', async () => {
    expect((await api.call('/api/my-data/live/erasure', { method: 'POST' })).status).toBe(404);
    expect((await api.call('/api/my-data/live/erasure', withSecret(oldToken))).status).toBe(404);
    expect((await api.call('/api/my-data/old/erasure', withSecret(oldToken))).status).toBe(410);
    expect(await orderEmail()).toBe('ann@example.com');

    const answer = await api.call('/api/my-data/live/erasure', withSecret(token));
    expect(answer.status).toBe(200);
    expect(erasureAnswer.parse(answer.body)).toMatchObject({
      state: 'done',
      erased: [{ eventId: 'e1', name: 'Gig' }],
      waiting: [],
    });
    expect(await orderEmail()).toBe(erasedEmail);
    const again = await api.call('/api/my-data/live/erasure', withSecret(token));
    expect(again.body).toEqual(answer.body);
  });
});
