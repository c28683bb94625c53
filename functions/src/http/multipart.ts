import Busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../app/app-error';

type RequestWithRawBody = Request & { rawBody?: Buffer };

export type UploadedForm = {
  fields: Record<string, string>;
  /** The bytes of the one file field, if it was sent. */
  file?: { field: string; bytes: Buffer; filename: string };
};

/**
 * Reads a multipart/form-data body with busboy, keeping at most one file of `maxFileBytes`.
 * Anything larger fails with 413 as soon as the limit is crossed.
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
    const form: UploadedForm = { fields: {} };
    let failure: AppError | undefined;
    const busboy = Busboy({
      headers: req.headers,
      limits: { files: 1, fields: 10, fileSize: maxFileBytes, fieldSize: 1024 },
    });
    busboy.on('field', (name, value) => {
      form.fields[name] = value;
    });
    busboy.on('file', (name, stream, info) => {
      if (name !== fileField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        const message = `The image is larger than ${Math.round(maxFileBytes / (1024 * 1024))} MB`;
        failure = new AppError('payload_too_large', message, { [fileField]: message });
      });
      stream.on('close', () => {
        form.file = { field: name, bytes: Buffer.concat(chunks), filename: info.filename ?? '' };
      });
    });
    busboy.on('error', () =>
      reject(new AppError('bad_request', 'The multipart body is malformed')),
    );
    busboy.on('close', () => (failure ? reject(failure) : resolve(form)));
    if (req.rawBody) busboy.end(req.rawBody);
    else req.pipe(busboy);
  });
}
