import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import type { PageTemplateSource } from '../event-page';

/**
 * The web app's page template for a server-rendered page, or undefined once `res` was answered
 * 503 with a page that reloads itself: Hosting could not give the template yet (a deploy, a
 * cold start), and a buyer should wait a moment rather than see an error.
 */
export async function pageTemplateOrWait(
  res: Response,
  pageTemplate: PageTemplateSource,
  what: string,
): Promise<string | undefined> {
  try {
    return await pageTemplate();
  } catch (error) {
    logger.error(`Could not read the web app’s ${what}`, error);
    res.set('Retry-After', '5');
    res
      .status(503)
      .type('html')
      .send(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
          '<title>One moment</title><p>This page is starting up: it reloads in a few seconds.</p>',
      );
    return undefined;
  }
}
