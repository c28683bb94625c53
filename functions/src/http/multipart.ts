import Busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../app/common/app-error';

type RequestWithRawBody = Request & { rawBody?: Buffer };

export type UploadedForm = {
  fields: Record<string, string>;
  /** The bytes of the one file part, named `fileField`. */
  file?: { field: string; bytes: Buffer; filename: string };
};

const maxFields = 10;
const maxFieldBytes = 1024;

const malformed = (why: string) =>
  new AppError('bad_request', `The multipart body is malformed: ${why}`);

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/**
 * Reads a multipart/form-data body with busboy: at most one file part, named `fileField`, of
 * at most `maxFileBytes` (exactly that many is fine; one more fails with 413 as soon as it
 * arrives), and at most a few small text fields, each sent once. Anything else, and every
 * error of the body's stream (a form that ends inside a part, no boundary), is a 400: the
 * promise rejects with an AppError and never leaves an `error` event unhandled.
 */
export function readMultipart(
  req: RequestWithRawBody,
  { fileField, maxFileBytes }: { fileField: string; maxFileBytes: number },
): Promise<UploadedForm> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(
      new AppError(
        'unsupported_media_type',
        `Send the image as multipart/form-data in the field "${fileField}"`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };

    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        // One byte over each limit, so that reaching a limit exactly is still allowed.
        limits: {
          // Two, so that a second file part is seen (and named) before the rest are skipped.
          files: 2,
          fields: maxFields,
          fileSize: maxFileBytes + 1,
          fieldSize: maxFieldBytes + 1,
          parts: maxFields + 1,
        },
      });
    } catch (error) {
      // busboy throws at once for a Content-Type without a boundary, or with a bad one.
      fail(malformed((error as Error).message));
      return;
    }

    const form: UploadedForm = { fields: {} };
    let failure: AppError | undefined;
    const refuse = (error: AppError) => {
      failure ??= error;
    };
    let fileDone: Promise<void> = Promise.resolve();

    busboy.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        refuse(fieldError(name, `At most ${maxFieldBytes} characters`));
      } else if (Object.hasOwn(form.fields, name)) {
        refuse(fieldError(name, `Send "${name}" once`));
      } else {
        form.fields[name] = value;
      }
    });
    busboy.on('fieldsLimit', () => refuse(malformed(`at most ${maxFields} fields`)));
    busboy.on('partsLimit', () => refuse(malformed(`at most ${maxFields + 1} parts`)));
    const oneFile = `Send exactly one file, in the field "${fileField}"`;
    busboy.on('filesLimit', () => refuse(fieldError(fileField, oneFile)));
    let files = 0;
    busboy.on('file', (name, stream, info) => {
      files += 1;
      if (name !== fileField || files > 1) {
        refuse(fieldError(name, oneFile));
        stream.on('error', () => undefined);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      fileDone = new Promise((done) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => {
          const message = `The image is larger than ${Math.round(maxFileBytes / (1024 * 1024))} MB`;
          refuse(new AppError('payload_too_large', message, { [fileField]: message }));
        });
        // Busboy destroys the file stream with the body's error (a form that ends inside
        // this part): without this listener, that error would kill the process.
        stream.on('error', (error: Error) => {
          refuse(malformed(error.message));
          done();
        });
        stream.on('close', () => {
          form.file = { field: name, bytes: Buffer.concat(chunks), filename: info.filename ?? '' };
          done();
        });
      });
    });
    busboy.on('error', (error: Error) => fail(malformed(error.message)));
    busboy.on('close', () => {
      void fileDone.then(() => {
        if (failure) fail(failure);
        else if (!settled) {
          settled = true;
          resolve(form);
        }
      });
    });

    if (req.rawBody) {
      busboy.end(req.rawBody);
      return;
    }
    req.on('error', (error: Error) => fail(malformed(error.message)));
    req.on('aborted', () => fail(malformed('the upload was interrupted')));
    req.pipe(busboy);
  });
}
