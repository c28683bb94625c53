import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { storeTickets, ticketOf } from '../../test-support/scan-fixtures';

// Tokens are uids of verified accounts whose email is `{uid}@example.com` (the harness).
describe('GET /api/me/orders/:reference/tickets.pdf', () => {
  let api: ApiHarness;
  const pdfOf = (reference: string, token?: string) =>
    api.fetch(`/api/me/orders/${reference}/tickets.pdf`, { token });

  beforeAll(async () => {
    api = await startApiApp();
    await storeApprovedEvent(api.docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    const store = async (id: string, order: Partial<OrderRecord>, voided = 0) => {
      const codes = await storeTickets(
        api.docs,
        [0, 1].map((index) =>
          ticketOf('e1', {
            orderId: id,
            email: order.email,
            ...(index < voided ? { status: 'void' } : {}),
          }),
        ),
      );
      await api.docs.set(paths.order(id), {
        ...heldOrder(new Date('2026-11-01T09:00:00Z'), {
          status: 'paid',
          ticketCodes: codes,
          ...order,
        }),
      });
    };
    await store('paidbyuid', { uid: 'buyer', email: 'elsewhere@example.net' });
    await store('sentbymail', { uid: 'anon-session', email: 'claimer@example.com' });
    await store('allvoid', { uid: 'buyer', email: 'buyer@example.com' }, 2);
    await store('stillheld', { uid: 'buyer', email: 'buyer@example.com', status: 'held' });
  });
  afterAll(() => api.close());

  it('gives the buyer one page with their tickets, never cached', async () => {
    const response = await pdfOf('paidbyuid', 'buyer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain('tickets-paidbyuid.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('gives it to the account whose verified email the tickets were sent to', async () => {
    expect((await pdfOf('sentbymail', 'claimer')).status).toBe(200);
  });

  it.each([
    ['another account', 'paidbyuid', 'stranger'],
    ['an order that does not exist', 'nosuchorder', 'buyer'],
    ['an order whose tickets were all refunded', 'allvoid', 'buyer'],
    ['an order not paid', 'stillheld', 'buyer'],
  ])('answers 404 for %s, with no ticket in it', async (_case, reference, token) => {
    const response = await pdfOf(reference, token);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).not.toMatch(/tp1\./);
  });

  it('asks for a sign-in', async () => {
    expect((await pdfOf('paidbyuid')).status).toBe(401);
  });
});
