import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** How long the secret before a rotation keeps signing beside the new one. */
export const previousSecretSignsMs = 24 * 60 * 60 * 1000;

/**
 * The `Paradise-Signature` header of a delivery sent at `at`: `t=<unix seconds>`, then one
 * `v1=<hex HMAC-SHA256 of "t.body">` per secret (two while a rotation's old secret still
 * signs), so a receiver holding either secret verifies it.
 */
export function signWebhook({
  body,
  at,
  secrets,
}: {
  body: string;
  at: Date;
  secrets: readonly string[];
}): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}
