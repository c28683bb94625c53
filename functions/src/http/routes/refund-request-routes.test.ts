import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { storeTickets, ticketOf } from '../../test-support/scan-fixtures';

/** The routes' own work: statuses, bodies that name the field, and who may call what. */
describe('refund request routes', () => {
  let api: ApiHarness;
  let code: string;

  beforeAll(async () => {
    api = await startApiApp();
    await storeApprovedEvent(api.docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    await api.docs.update(paths.event('e1'), {
      startsAt: '2099-12-24T17:00:00.000Z',
      refundRequests: { enabled: true, untilDaysBeforeStart: 7, approval: 'organiser' },
    });
    [code] = await storeTickets(api.docs, [
      ticketOf('e1', { email: 'guest@example.com', orderId: 'o1' }),
    ]);
    const order: OrderRecord = {
      ...heldOrder(new Date(), { email: 'guest@example.com', amount: 15000 }),
      status: 'paid',
      ticketCodes: [code!],
    };
    await api.docs.set(paths.order('o1'), order);
  });
  afterAll(() => api.close());

  const ask = (json: unknown) => api.call(`/api/tickets/${code}/refund-request`, { json });

  it('refuses an overlong reason naming the field, and records nothing', async () => {
    const tooLong = await ask({ reason: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error: { fields: { reason: 'At most 500 characters' } } },
    });
    expect((await api.docs.get(paths.refundRequest('e1', 'o1'))).data).toBeUndefined();
  });

  it('answers a request with 201, the same for a second press, and lists it for the organiser', async () => {
    expect(await ask({ reason: 'Double booked' })).toMatchObject({
      status: 201,
      body: { state: 'requested' },
    });
    expect(await ask({})).toMatchObject({ status: 201, body: { state: 'requested' } });
    const listed = await api.call('/api/events/e1/refund-requests', { token: 'organiser' });
    expect(listed).toMatchObject({
      status: 200,
      body: { requests: [{ orderId: 'o1', reason: 'Double booked', state: 'pending' }] },
    });
    expect((await api.call('/api/events/e1/refund-requests')).status).toBe(401);
  });

  it('asks a reason to decline, naming the field', async () => {
    const declined = await api.call('/api/events/e1/refund-requests/o1/decline', {
      token: 'organiser',
      json: { reason: '  ' },
    });
    expect(declined).toMatchObject({
      status: 400,
      body: { error: { fields: { reason: 'Say why, for the buyer' } } },
    });
  });
});
