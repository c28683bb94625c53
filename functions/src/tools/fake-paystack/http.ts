import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Refusals in Paystack's words, answered as `{ status: false, message, ... }`; `details` adds
 * the `meta`, `type` and `code` Paystack's newer refusals carry.
 */
export class PaystackRefusal extends Error {
  constructor(
    message: string,
    readonly httpStatus = 400,
    readonly details: { meta?: { nextStep: string }; type?: string; code?: string } = {},
  ) {
    super(message);
  }
}

/** One request as the route modules see it. */
export type Route = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path's segments, decoded. */
  parts: string[];
  method: string;
};

/** Answers the request and resolves true, or resolves false when it is not this module's. */
export type RouteHandler = (route: Route) => Promise<boolean>;

const maxBodyBytes = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) reject(new PaystackRefusal('Request body too large', 413));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The JSON body as loose fields: each route checks what it needs, as Paystack does. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse((await readBody(req)) || '{}');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new PaystackRefusal('Invalid JSON');
  }
  return parsed as Record<string, unknown>;
}

/** Who sees each JSON answer of a response before it is written (the answer check). */
const answerWatchers = new WeakMap<ServerResponse, (status: number, body: unknown) => void>();

export function watchAnswer(
  res: ServerResponse,
  watcher: (status: number, body: unknown) => void,
): void {
  answerWatchers.set(res, watcher);
}

export function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  // Watched once sent: checking an answer (compiling its schema the first time) must not
  // delay it past a client's patience (the gateway-fault tests wait 400 ms).
  const watcher = answerWatchers.get(res);
  if (watcher) setImmediate(() => watcher(status, body));
  return true;
}

export function ok(res: ServerResponse, message: string, data: unknown, meta?: unknown): true {
  return send(res, 200, { status: true, message, data, ...(meta === undefined ? {} : { meta }) });
}
