import express, { type Express } from 'express';

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
