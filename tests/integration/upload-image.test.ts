import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { uploadImageResponse } from '../../functions/src/contract/images';
import { callApi } from '../support/api';
import { signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';
import { hugeCanvasPng, photoJpeg, pngOfSize } from '../support/images';

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

const boundary = 'upload-test-boundary-b7f3';

/** A multipart body written by hand, to send what a browser would not. */
function handMadeForm(parts: Array<{ name: string; filename?: string; value: string }>): string {
  const body = parts
    .map((part) => {
      const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : '';
      return `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n${part.value}\r\n`;
    })
    .join('');
  return `${body}--${boundary}--\r\n`;
}

async function uploadRaw(body: string | Blob | FormData, contentType?: string) {
  return callApi('/api/uploadImage', {
    token: user.idToken,
    rawBody: body,
    contentType: contentType ?? `multipart/form-data; boundary=${boundary}`,
  });
}

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

  it('answers 400 to a body that ends inside the file part, and keeps serving', async () => {
    const whole = handMadeForm([{ name: 'image', filename: 'a.jpg', value: 'x'.repeat(4096) }]);
    const truncated = await uploadRaw(whole.slice(0, 2048));
    expect(truncated.status).toBe(400);
    expect(apiErrorBody.parse(truncated.body).error).toMatchObject({ code: 'bad_request' });
    expect(apiErrorBody.parse(truncated.body).error.message).toMatch(/malformed/i);
    // The worker is still there: the next upload works.
    expect((await upload(await photoJpeg())).status).toBe(201);
  });

  it('answers 400 to multipart without a boundary', async () => {
    const answer = await uploadRaw('xxx', 'multipart/form-data');
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).error.message).toMatch(/boundary/i);
  });

  it('takes exactly one file part, named image', async () => {
    const photo = await photoJpeg();
    // A second image, then a file under another name: either is one file too many.
    for (const [field, filename] of [
      ['image', 'b.jpg'],
      ['avatar', 'c.jpg'],
    ] as const) {
      const form = imageForm(photo, 'a.jpg', 'image/jpeg');
      form.append(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), filename);
      const answer = await uploadRaw(form);
      expect(answer.status, field).toBe(400);
      expect(apiErrorBody.parse(answer.body).error.fields).toEqual({
        [field]: 'Send exactly one file, in the field "image"',
      });
    }
  });

  it('takes an image of exactly 5 MB (5,242,880 bytes) and refuses one byte more', async () => {
    const limit = 5 * 1024 * 1024;
    const exact = await upload(await pngOfSize(limit), 'exact.png', 'image/png');
    expect(exact.status).toBe(201);
    const over = await upload(await pngOfSize(limit + 1), 'over.png', 'image/png');
    expect(over.status).toBe(413);
    expect(apiErrorBody.parse(over.body).error.fields?.image).toBe('The image is larger than 5 MB');
  });
});
