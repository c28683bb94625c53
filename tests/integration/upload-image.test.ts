import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { uploadImageResponse } from '../../functions/src/contract/images';
import { callApi } from '../support/api';
import { signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';
import { hugeCanvasPng, photoJpeg } from '../support/images';

let user: TestUser;

function imageForm(bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

async function upload(
  bytes: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  token = user.idToken,
) {
  return callApi('/api/uploadImage', { token, rawBody: imageForm(bytes, filename, type) });
}

beforeAll(async () => {
  user = await signUp('photographer');
});

describe('POST /api/uploadImage', () => {
  it('stores a good photo re-encoded without its metadata, behind a capability URL', async () => {
    const original = await photoJpeg();
    expect(original.includes(Buffer.from('secret-location-marker'))).toBe(true);

    const answer = await upload(original);
    expect(answer.status).toBe(201);
    const body = uploadImageResponse.parse(answer.body);
    expect(body.message).toBe('Image uploaded successfully');

    const photo = await callApi(body.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(
      await (await fetch(`${process.env.TEST_HOSTING_URL}${body.url}`)).arrayBuffer(),
    );
    expect(stored.includes(Buffer.from('secret-location-marker'))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 300]);

    const wrongVersion = await callApi(body.url.replace(/v=[^&]+/, 'v=guessed'));
    expect(wrongVersion.status).toBe(404);
  });

  it('refuses a text file named .jpg, whatever its declared type', async () => {
    const answer = await upload(
      Buffer.from('definitely not an image'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).error.fields?.image).toBe(
      'Only JPEG, PNG or WebP images are accepted',
    );
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(5 * 1024 * 1024 + 10, 7),
    ]);
    const answer = await upload(big);
    expect(answer.status).toBe(413);
    expect(apiErrorBody.parse(answer.body).error.code).toBe('payload_too_large');
  });

  it('refuses a small file that decodes to a huge image', async () => {
    const bomb = hugeCanvasPng();
    expect(bomb.length).toBeLessThan(200);
    const answer = await upload(bomb, 'tiny.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).error.fields?.image).toMatch(
      /30000 × 30000 pixels: at most 40 megapixels/,
    );
  });

  it('refuses a missing or foreign token, anonymous visitors, and a form without the image', async () => {
    const photo = await photoJpeg();
    const missing = await callApi('/api/uploadImage', {
      rawBody: imageForm(photo, 'a.jpg', 'image/jpeg'),
    });
    expect(missing.status).toBe(401);
    const foreign = await upload(
      photo,
      'a.jpg',
      'image/jpeg',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    );
    expect(foreign.status).toBe(401);
    const visitor = await signInAnonymously();
    expect((await upload(photo, 'a.jpg', 'image/jpeg', visitor.idToken)).status).toBe(403);

    const noImage = new FormData();
    noImage.append('other', 'value');
    const empty = await callApi('/api/uploadImage', { token: user.idToken, rawBody: noImage });
    expect(empty.status).toBe(400);
    expect(apiErrorBody.parse(empty.body).error.fields?.image).toBe('Choose an image to upload');
  });
});
