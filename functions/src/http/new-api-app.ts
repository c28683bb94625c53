import express, { type Express } from 'express';

/**
 * An express app as every JSON function starts: no framework banner, and nothing cached
 * unless a route says otherwise (answers carry private data by default).
 */
export function newApiApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  return app;
}
