import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../app/checkout/checkout-records';
import { paths } from '../../paths';
import type { MailMessage } from '../../ports/mailer';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { storeTickets, ticketOf } from '../../test-support/scan-fixtures';
import { claimLinkIn } from '../../test-support/transfer-fixtures';

describe('transfer routes', () => {
  let api: ApiHarness;
  const sent: MailMessage[] = [];
  const newTicket = async (overrides: Partial<TicketRecord> = {}) =>
    (
      await storeTickets(api.docs, [ticketOf('e1', { email: 'guest@example.com', ...overrides })])
    )[0]!;
  const transfer = (code: string, json: unknown) =>
    api.call(`/api/tickets/${code}/transfer`, { json });
  const friend = { name: 'Ada Friend', email: ' Ada@Example.com ' };

  beforeAll(async () => {
    api = await startApiApp({ mailer: { send: async (message) => void sent.push(message) } });
    await storeApprovedEvent(api.docs, 'e1', { gen: { name: 'General', capacity: 10 } });
  });
  afterAll(() => api.close());

  it('transfers, shows the claim, claims once and opens the new ticket', async () => {
    const code = await newTicket();
    const started = await transfer(code, friend);
    expect(started).toMatchObject({
      status: 201,
      body: { state: 'pending', toName: 'Ada Friend', toEmail: 'ada@example.com' },
    });
    const { transferId, token } = claimLinkIn(sent);
    const view = await api.call(`/api/transfers/${transferId}`, {
      headers: { 'x-transfer-token': token },
    });
    expect(view).toMatchObject({
      status: 200,
      body: { state: 'claimable', typeName: 'General', event: { id: 'e1', name: 'Gig' } },
    });
    const claimed = await api.call(`/api/transfers/${transferId}/claim`, { json: { token } });
    expect(claimed.status).toBe(200);
    const newCode = (claimed.body as { code: string }).code;
    expect((await api.call(`/api/tickets/${newCode}`)).body).toMatchObject({
      status: 'valid',
      holderEmail: 'ada@example.com',
      holderName: 'Ada Friend',
    });
    expect((await api.call(`/api/tickets/${code}`)).body).toMatchObject({
      status: 'void',
      voidReason: 'transferred',
      transfer: { state: 'transferred', toName: 'Ada Friend' },
    });
    const again = await api.call(`/api/transfers/${transferId}/claim`, { json: { token } });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', details: { reason: 'already_claimed' } } },
    });
    // The transferred code cannot be handed on again.
    expect(await transfer(code, { name: 'Bo', email: 'bo@example.com' })).toMatchObject({
      status: 409,
      body: { error: { details: { reason: 'transferred' } } },
    });
  });

  it('refuses bad emails and the holder themself with a 400 on the field', async () => {
    const code = await newTicket();
    const bad = await transfer(code, { name: 'Ada', email: 'not-an-email' });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { fields: { email: expect.any(String) } } },
    });
    const self = await transfer(code, { name: 'Me', email: 'GUEST@example.com' });
    expect(self).toMatchObject({
      status: 400,
      body: { error: { fields: { email: expect.any(String) } } },
    });
    const noName = await transfer(code, { name: ' ', email: 'ada@example.com' });
    expect(noName).toMatchObject({
      status: 400,
      body: { error: { fields: { name: expect.any(String) } } },
    });
  });

  it('answers 409 with the reason for refunded and used tickets', async () => {
    const refunded = await newTicket({ status: 'void', voidReason: 'refunded' });
    expect(await transfer(refunded, friend)).toMatchObject({
      status: 409,
      body: { error: { details: { reason: 'refunded' } } },
    });
    const used = await newTicket({ checkedInAt: '2026-11-01T09:00:00.000Z', checkedInBy: 'x' });
    expect(await transfer(used, friend)).toMatchObject({
      status: 409,
      body: { error: { details: { reason: 'used' } } },
    });
  });

  it('cancels a pending transfer (204), then the link says it was cancelled', async () => {
    const code = await newTicket();
    await transfer(code, friend);
    const { transferId, token } = claimLinkIn(sent);
    expect((await api.call(`/api/tickets/${code}/transfer`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(
      (await api.call(`/api/transfers/${transferId}`, { headers: { 'x-transfer-token': token } }))
        .body,
    ).toMatchObject({ state: 'transfer_cancelled' });
    expect(await api.call(`/api/transfers/${transferId}/claim`, { json: { token } })).toMatchObject(
      { status: 409, body: { error: { details: { reason: 'transfer_cancelled' } } } },
    );
    expect((await api.docs.get<TicketRecord>(paths.ticket(code))).data?.status).toBeUndefined();
  });

  it('answers 404 for an unknown ticket, a missing or wrong token', async () => {
    expect((await transfer('A'.repeat(22), friend)).status).toBe(404);
    const code = await newTicket();
    await transfer(code, friend);
    const { transferId } = claimLinkIn(sent);
    expect((await api.call(`/api/transfers/${transferId}`)).status).toBe(404);
    const wrong = { 'x-transfer-token': 'B'.repeat(43) };
    expect((await api.call(`/api/transfers/${transferId}`, { headers: wrong })).status).toBe(404);
    expect(
      (await api.call(`/api/transfers/${transferId}/claim`, { json: { token: 'B'.repeat(43) } }))
        .status,
    ).toBe(404);
  });
});
