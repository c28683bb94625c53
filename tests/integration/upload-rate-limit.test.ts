import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { callApi } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { photoJpeg } from '../support/images';

/** UPLOAD_RATE_LIMIT's default, which the test stack keeps: 30 uploads in 10 minutes. */
const limit = 30;
const windowSeconds = 600;

async function upload(user: TestUser, bytes?: Buffer) {
  const form = new FormData();
  if (bytes)
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
  return callApi('/api/uploadImage', { token: user.idToken, rawBody: form });
}

describe('POST /api/uploadImage rate limit', () => {
  it('takes 30 uploads in 10 minutes per account, then answers 429 with Retry-After', async () => {
    const [busy, other] = await Promise.all([signUp('busy-uploader'), signUp('calm-uploader')]);
    const photo = await photoJpeg();
    expect((await upload(busy, photo)).status).toBe(201);
    // Every attempt counts, a refused form too: reading and decoding is the cost.
    for (let attempt = 2; attempt <= limit; attempt += 1) {
      expect((await upload(busy)).status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await upload(busy, photo);
    expect(refused.status).toBe(429);
    expect(apiErrorBody.parse(refused.body).error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    // Per account: another signed-in account is not held back.
    expect((await upload(other, photo)).status).toBe(201);
  });
});
