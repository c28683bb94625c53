// The receiver's side of a webhook's signature (docs/webhooks.md shows this function as the
// sample; `npm run webhooks:listen` and the delivery tests use it).
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (the `Paradise-Signature` header: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`)
 * signs `body` (the request's raw body, as text) with `secret`, sent within
 * `toleranceSeconds` of `nowSeconds`: an old delivery replayed is refused.
 */
export function verifyWebhook(
  body,
  header,
  secret,
  { toleranceSeconds = 300, nowSeconds = Date.now() / 1000 } = {},
) {
  const parts = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return parts.some(
    ([key, value]) =>
      key === 'v1' &&
      /^[0-9a-f]{64}$/.test(value) &&
      timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}
