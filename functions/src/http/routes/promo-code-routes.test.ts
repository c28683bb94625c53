import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import type { PromoCodeRecord } from '../../app/promo-codes/promo-records';
import { apiErrorBody } from '../../contract/errors';
import { promoCodeCheckResponse, promoCodeList, promoCodeView } from '../../contract/promo-codes';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp();
  // storeApprovedEvent's organiser is the uid "organiser".
  await storeApprovedEvent(api.docs, 'e1', {
    ga: { name: 'General', capacity: 100 },
    vip: { name: 'VIP', capacity: 10 },
  });
});
afterEach(() => api.close());

const base = '/api/events/e1/promoCodes';
const create = (json: object, token = 'organiser') =>
  api.call(base, { token, method: 'POST', json });
const fieldsOf = (body: unknown) => apiErrorBody.parse(body).error.fields;
const stored = async (code: string) =>
  (await api.docs.get<PromoCodeRecord>(paths.promoCode('e1', code))).data;

describe('the organiser’s promo code routes', () => {
  it('creates a code stored in capitals, and refuses the same code in another case with a 409', async () => {
    const answer = await create({
      code: ' early-Bird ',
      discount: { kind: 'percent', percent: 12.5 },
      typeIds: ['ga'],
      maxUses: 10,
      maxUsesPerBuyer: 2,
      validUntil: '2026-12-31T00:00:00.000Z',
    });
    expect(answer.status).toBe(201);
    expect(promoCodeView.parse(answer.body)).toMatchObject({
      code: 'EARLY-BIRD',
      discount: { kind: 'percent', percent: 12.5, per: 'ticket' },
      typeIds: ['ga'],
      maxUses: 10,
      maxUsesPerBuyer: 2,
      validFrom: null,
      active: true,
      used: 0,
    });
    expect((await stored('EARLY-BIRD'))?.terms).toEqual({
      kind: 'percent',
      value: 1250,
      per: 'ticket',
      typeIds: ['ga'],
    });
    const again = await create({ code: 'EARLY-bird', discount: { kind: 'percent', percent: 5 } });
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual({ code: 'This event already has this code' });
  });

  it('answers 400 naming the field for a bad code, discount, type or window', async () => {
    const cases: Array<[object, string]> = [
      [{ code: 'a b', discount: { kind: 'percent', percent: 5 } }, 'code'],
      [{ code: 'OK1', discount: { kind: 'percent', percent: 101 } }, 'discount.percent'],
      [{ code: 'OK1', discount: { kind: 'percent', percent: 1.005 } }, 'discount.percent'],
      [{ code: 'OK1', discount: { kind: 'amount', amount: 500 } }, 'discount.currency'],
      [{ code: 'OK1', discount: { kind: 'percent', percent: 5 }, typeIds: ['nope'] }, 'typeIds.0'],
      [{ code: 'OK1', discount: { kind: 'percent', percent: 5 }, maxUses: 0 }, 'maxUses'],
      [
        {
          code: 'OK1',
          discount: { kind: 'percent', percent: 5 },
          validFrom: '2026-12-31T00:00:00.000Z',
          validUntil: '2026-12-01T00:00:00.000Z',
        },
        'validUntil',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(answer.body) ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await stored('OK1')).toBeUndefined();
  });

  it('tells anyone but the organiser the event does not exist', async () => {
    const body = { code: 'MINE', discount: { kind: 'percent', percent: 5 } };
    expect((await create(body, 'someone-else')).status).toBe(404);
    expect((await api.call(base, { token: 'someone-else' })).status).toBe(404);
    expect((await create(body, 'admin')).status).toBe(201);
    const patch = await api.call(`${base}/MINE`, {
      token: 'someone-else',
      method: 'PATCH',
      json: { active: false },
    });
    expect(patch.status).toBe(404);
    expect((await stored('MINE'))?.active).toBe(true);
  });

  it('lists codes with their uses and what paid orders with them brought in', async () => {
    await create({ code: 'SAVE', discount: { kind: 'amount', amount: 1000, currency: 'ZAR' } });
    await api.docs.update(paths.promoCode('e1', 'SAVE'), { used: 2 });
    const at = new Date('2026-12-01T10:00:00.000Z');
    const paid: OrderRecord = heldOrder(at, {
      eventId: 'e1',
      status: 'paid',
      amount: 28000,
      promo: { code: 'SAVE', discount: 2000 },
    });
    await api.docs.set(paths.order('o1'), paid);
    await api.docs.set(paths.order('o2'), { ...paid, status: 'held' });
    await api.docs.set(paths.order('o3'), { ...paid, promo: null });
    const answer = await api.call(base, { token: 'organiser' });
    expect(answer.status).toBe(200);
    expect(promoCodeList.parse(answer.body).codes).toEqual([
      expect.objectContaining({
        code: 'SAVE',
        used: 2,
        paidOrders: 1,
        revenue: { ZAR: 28000 },
        discounted: { ZAR: 2000 },
      }),
    ]);
  });

  it('updates limits, window, discount and active, but never the uses; 404 for no such code', async () => {
    await create({ code: 'SAVE', discount: { kind: 'percent', percent: 10 }, maxUses: 5 });
    await api.docs.update(paths.promoCode('e1', 'SAVE'), { used: 3 });
    const answer = await api.call(`${base}/save`, {
      token: 'organiser',
      method: 'PATCH',
      json: {
        maxUses: 20,
        validFrom: '2026-12-01T00:00:00.000Z',
        discount: { kind: 'percent', percent: 20, per: 'order' },
      },
    });
    expect(answer.status).toBe(200);
    expect(await stored('SAVE')).toMatchObject({
      maxUses: 20,
      used: 3,
      validFrom: '2026-12-01T00:00:00.000Z',
      terms: { kind: 'percent', value: 2000, per: 'order', typeIds: [] },
    });
    const windowBackwards = await api.call(`${base}/SAVE`, {
      token: 'organiser',
      method: 'PATCH',
      json: { validUntil: '2026-11-01T00:00:00.000Z' },
    });
    expect(windowBackwards.status).toBe(400);
    expect(fieldsOf(windowBackwards.body)).toEqual({
      validUntil: 'Valid until is after valid from',
    });
    const removed = await api.call(`${base}/SAVE`, { token: 'organiser', method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await stored('SAVE')).toMatchObject({ active: false, used: 3 });
    const missing = await api.call(`${base}/NOPE`, {
      token: 'organiser',
      method: 'PATCH',
      json: { active: true },
    });
    expect(missing.status).toBe(404);
  });

  it('tells a buyer’s page what a usable code takes off, and one 404 for any other, guesses limited', async () => {
    await create({ code: 'SAVE', discount: { kind: 'percent', percent: 10 } });
    await create({ code: 'GONE', discount: { kind: 'percent', percent: 10 }, maxUses: 1 });
    await api.docs.update(paths.promoCode('e1', 'GONE'), { used: 1 });
    const check = (code: string, token = 'buyer-1') =>
      api.call('/api/events/e1/promoCodeCheck', { token, method: 'POST', json: { code } });
    const ok = await check('save');
    expect(ok.status).toBe(200);
    expect(promoCodeCheckResponse.parse(ok.body)).toMatchObject({
      code: 'SAVE',
      terms: { kind: 'percent', value: 1000, per: 'ticket', typeIds: [] },
      feeMode: 'absorbed',
    });
    const unknown = await check('NOPE');
    const usedUp = await check('GONE');
    expect(unknown.status).toBe(404);
    expect(usedUp.status).toBe(404);
    expect(usedUp.body).toEqual(unknown.body);
    expect(fieldsOf(unknown.body)).toEqual({ promoCode: 'This code is not valid for this event' });
    for (let guess = 0; guess < 17; guess += 1) await check(`GUESS${guess}`);
    expect((await check('SAVE')).status).toBe(429);
    expect((await check('SAVE', 'buyer-2')).status).toBe(200);
  });
});
