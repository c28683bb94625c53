import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from './verify-webhook.mjs';

const secret = 'whsec_receiverSampleSecretreceiverSampleSecret00';
const other = 'whsec_anotherSecretanotherSecretanotherSecret000';
const body = '{"id":"evt_1","type":"order.paid","created":"2026-12-01T10:00:00.000Z","data":{}}';
const sentAt = 1_796_000_000;
const sign = (key, timestamp = sentAt, text = body) =>
  `v1=${createHmac('sha256', key).update(`${timestamp}.${text}`).digest('hex')}`;
const at = { nowSeconds: sentAt + 10 };

describe('the receiver sample: verifyWebhook', () => {
  it('accepts the body signed with the secret, within five minutes', () => {
    expect(verifyWebhook(body, `t=${sentAt},${sign(secret)}`, secret, at)).toBe(true);
    expect(
      verifyWebhook(body, `t=${sentAt},${sign(secret)}`, secret, { nowSeconds: sentAt + 300 }),
    ).toBe(true);
  });

  it('accepts either signature while a rotated secret still signs', () => {
    const header = `t=${sentAt},${sign(secret)},${sign(other)}`;
    expect(verifyWebhook(body, header, secret, at)).toBe(true);
    expect(verifyWebhook(body, header, other, at)).toBe(true);
  });

  it('refuses a changed body, another secret, or a header without a signature', () => {
    expect(verifyWebhook(`${body} `, `t=${sentAt},${sign(secret)}`, secret, at)).toBe(false);
    expect(verifyWebhook(body, `t=${sentAt},${sign(other)}`, secret, at)).toBe(false);
    expect(verifyWebhook(body, `t=${sentAt}`, secret, at)).toBe(false);
    expect(verifyWebhook(body, `t=${sentAt},v1=zz`, secret, at)).toBe(false);
    expect(verifyWebhook(body, undefined, secret, at)).toBe(false);
    expect(verifyWebhook(body, sign(secret), secret, at)).toBe(false);
  });

  it('refuses a delivery sent more than five minutes before or after now (a replay)', () => {
    const header = `t=${sentAt},${sign(secret)}`;
    expect(verifyWebhook(body, header, secret, { nowSeconds: sentAt + 301 })).toBe(false);
    expect(verifyWebhook(body, header, secret, { nowSeconds: sentAt - 301 })).toBe(false);
    // The timestamp is signed too: moving it forward breaks the signature.
    expect(
      verifyWebhook(body, `t=${sentAt + 300},${sign(secret)}`, secret, {
        nowSeconds: sentAt + 400,
      }),
    ).toBe(false);
  });
});
