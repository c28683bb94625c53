import type { Request, RequestHandler } from 'express';
import { AppError } from '../app/common/app-error';

/** The Functions runtime keeps the unparsed body here; plain Express (tests) does not. */
type RequestWithRawBody = Request & { rawBody?: Buffer };

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);
const jsonContentTypes = new Set(['application/json', 'text/plain']);

async function readRawBody(req: RequestWithRawBody, limitBytes: number): Promise<Buffer> {
  if (req.rawBody) return req.rawBody;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) break;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // The body's stream failed (the client went away mid-body): the request's fault, a 400.
    throw new AppError(
      'bad_request',
      `The request body could not be read: ${(error as Error).message}`,
    );
  }
  return Buffer.concat(chunks);
}

/**
 * Parses JSON bodies ourselves so every failure gets the API's JSON error shape.
 * (The Functions runtime rejects malformed `application/json` before our code runs; the
 * same body sent as `text/plain` reaches us and gets a JSON 400.)
 */
export function jsonBody(limitBytes: number): RequestHandler {
  return async (req: RequestWithRawBody, _res, next) => {
    if (!methodsWithBody.has(req.method)) return next();
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (contentType && !jsonContentTypes.has(contentType)) {
      throw new AppError('unsupported_media_type', 'Send the request body as application/json');
    }
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    const raw = declaredLength > limitBytes ? Buffer.alloc(0) : await readRawBody(req, limitBytes);
    if (declaredLength > limitBytes || raw.length > limitBytes) {
      throw new AppError(
        'payload_too_large',
        `The request body is larger than ${Math.round(limitBytes / 1024)} KB`,
      );
    }
    const text = raw.toString('utf8').trim();
    if (!text) throw new AppError('bad_request', 'The request body is empty: send a JSON object');
    try {
      req.body = JSON.parse(text);
    } catch (error) {
      throw new AppError('bad_request', `Malformed JSON: ${(error as Error).message}`);
    }
    next();
  };
}

/** JSON bodies are small; images go through `uploadImage` with its own limit. */
export const parseJsonBody = jsonBody(256 * 1024);
