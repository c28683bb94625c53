import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { errorHandler, sendError } from './errors';

/**
 * An express app as every function starts: no framework banner, nothing cached unless a route
 * says otherwise (answers carry private data by default), and `nosniff` on every answer, so a
 * browser takes an image (a banner, a profile photo) or JSON only as the type it is sent as.
 */
export function newApiApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag: hashing every JSON answer costs CPU on each request, and answers are no-store
  // (the few cacheable ones expire in seconds rather than revalidate).
  app.disable('etag');
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  return app;
}

/**
 * A function that takes POST only: `before` (authentication, body parsing) runs first, then
 * `handle` for a POST; any other method is a 405 saying `notPost`. Errors are answered as the
 * API answers them.
 */
export function newPostOnlyApp(
  { notPost, before = [] }: { notPost: string; before?: RequestHandler[] },
  handle: (req: Request, res: Response) => Promise<void>,
): Express {
  const app = newApiApp();
  for (const handler of before) app.use(handler);
  app.use(async (req, res) => {
    if (req.method !== 'POST') {
      sendError(res, 'method_not_allowed', notPost);
      return;
    }
    await handle(req, res);
  });
  app.use(errorHandler);
  return app;
}
