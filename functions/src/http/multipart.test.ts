import { Readable } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app/common/app-error';
import { readMultipart } from './multipart';

const boundary = 'test-boundary-7MA4YWxkTrZu0gW';
const maxFileBytes = 5 * 1024 * 1024;

type Part = { name: string; value: string | Buffer; filename?: string };

function multipartBody(parts: Part[], { end = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: image/jpeg\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const image = (bytes: Buffer | string = 'jpeg bytes'): Part => ({
  name: 'image',
  value: bytes,
  filename: 'photo.jpg',
});

/** A request as plain Express gives it (a stream), or as the Functions runtime does (rawBody). */
function requestOf(
  body: Buffer,
  { contentType = `multipart/form-data; boundary=${boundary}`, raw = false } = {},
): Request {
  const stream = Readable.from([body]) as unknown as Request & { rawBody?: Buffer };
  stream.headers = { 'content-type': contentType, 'content-length': String(body.length) };
  if (raw) stream.rawBody = body;
  return stream;
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const read = (req: Request) => readMultipart(req, { fileField: 'image', maxFileBytes });

describe.each([
  ['streamed', false],
  ['from rawBody', true],
])('readMultipart (%s)', (_label, raw) => {
  it('reads the one image and the text fields', async () => {
    const form = await read(
      requestOf(multipartBody([{ name: 'target', value: 'profile' }, image('abc')]), { raw }),
    );
    expect(form.fields).toEqual({ target: 'profile' });
    expect(form.file?.bytes.toString()).toBe('abc');
    expect(form.file?.filename).toBe('photo.jpg');
  });

  it('answers 400 for a form that ends inside the file part, without an unhandled error', async () => {
    const truncated = multipartBody([image(Buffer.alloc(64 * 1024, 7))], { end: false }).subarray(
      0,
      40 * 1024,
    );
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const error = await failureOf(read(requestOf(truncated, { raw })));
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(/malformed/i);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(errors).toEqual([]);
  });

  it('answers 400 for multipart without a boundary', async () => {
    const error = await failureOf(
      read(requestOf(Buffer.from('xxx'), { contentType: 'multipart/form-data', raw })),
    );
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/boundary/i);
  });

  it('refuses a second file, or a file in another field, naming the field', async () => {
    const two = await failureOf(read(requestOf(multipartBody([image(), image()]), { raw })));
    expect(two.code).toBe('validation_failed');
    expect(two.fields).toEqual({ image: 'Send exactly one file, in the field "image"' });

    const other = await failureOf(
      read(
        requestOf(multipartBody([{ name: 'extra', value: 'x', filename: 'x.jpg' }, image()]), {
          raw,
        }),
      ),
    );
    expect(other.code).toBe('validation_failed');
    expect(other.fields).toEqual({ extra: 'Send exactly one file, in the field "image"' });

    const onlyOther = await failureOf(
      read(requestOf(multipartBody([{ name: 'photo', value: 'x', filename: 'x.jpg' }]), { raw })),
    );
    expect(onlyOther.fields).toEqual({ photo: 'Send exactly one file, in the field "image"' });
  });

  it('refuses a text field sent twice or cut short', async () => {
    const twice = await failureOf(
      read(
        requestOf(
          multipartBody([
            { name: 'target', value: 'profile' },
            { name: 'target', value: 'event-banner' },
            image(),
          ]),
          { raw },
        ),
      ),
    );
    expect(twice.fields).toEqual({ target: 'Send "target" once' });
    const long = await failureOf(
      read(
        requestOf(multipartBody([{ name: 'eventId', value: 'e'.repeat(2000) }, image()]), { raw }),
      ),
    );
    expect(long.fields).toEqual({ eventId: 'At most 1024 characters' });
  });

  it('takes exactly 5,242,880 bytes and refuses 5,242,881 with 413', async () => {
    const exact = await read(
      requestOf(multipartBody([image(Buffer.alloc(maxFileBytes, 1))]), { raw }),
    );
    expect(exact.file?.bytes.length).toBe(maxFileBytes);

    const over = await failureOf(
      read(requestOf(multipartBody([image(Buffer.alloc(maxFileBytes + 1, 1))]), { raw })),
    );
    expect(over.code).toBe('payload_too_large');
    expect(over.fields).toEqual({ image: 'The image is larger than 5 MB' });
  });
});
