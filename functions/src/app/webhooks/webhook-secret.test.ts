import { describe, expect, it } from 'vitest';
import { webhookSecret } from '../../contract/webhooks';
import { verifyWebhook } from '../../../../scripts/lib/verify-webhook.mjs';
import { newWebhookSecret, signWebhook } from './webhook-secret';

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'order.paid', created: 'x', data: {} });
  const at = new Date('2026-12-01T10:00:00.000Z');
  const nowSeconds = at.getTime() / 1000;

  it('are made with a secret of the contract’s form, new each time', () => {
    const secret = newWebhookSecret();
    expect(webhookSecret.safeParse(secret).success).toBe(true);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('carry the time and an HMAC of "t.body" that the receiver sample verifies', () => {
    const secret = newWebhookSecret();
    const header = signWebhook({ body, at, secrets: [secret] });
    expect(header).toMatch(/^t=1796119200,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(body, header, secret, { nowSeconds })).toBe(true);
    expect(verifyWebhook(body, header, newWebhookSecret(), { nowSeconds })).toBe(false);
  });

  it('carry one signature per secret while a rotated one still signs', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const header = signWebhook({ body, at, secrets: [current, previous] });
    expect(header.split(',')).toHaveLength(3);
    expect(verifyWebhook(body, header, current, { nowSeconds })).toBe(true);
    expect(verifyWebhook(body, header, previous, { nowSeconds })).toBe(true);
  });
});
