import type { Router } from 'express';
import type { z } from 'zod';
import { enforceRateLimit } from '../app/common/rate-limit';
import type { Services } from '../app/common/services';
import { eventPathParams } from '../contract/ids';
import { requireUser } from './auth';
import { parseJsonBody } from './json-body';
import { parseBodyOrThrow, parseOrThrow } from './validate';

/** Enough for a buyer who mistypes a few times; too few to guess codes by. */
export const codeGuessesPerBuyer = { limit: 20, windowSeconds: 600 };

/** A code the buyer types (or that a link carries) and what checking it answers. */
type CodeCheck<Answer> = {
  /** `POST` to this path, under the event's: `/api/events/{eventId}/{path}`. */
  path: string;
  /** The rate limit's bucket: each kind of code counts its guesses apart. */
  bucket: string;
  request: z.ZodType<{ code: string }>;
  check: (input: { services: Services; eventId: string; code: string }) => Promise<Answer>;
};

/**
 * A code check of the buyer's page (an anonymous session is fine): who asks (401), the path
 * and body (400), then one guess counted against the buyer's limit (429) before the code is
 * checked. Every code that does not work gets the same 404 (the check's), so codes cannot be
 * found by trying.
 */
export function serveCodeCheck<Answer>(
  router: Router,
  services: Services,
  { path, bucket, request, check }: CodeCheck<Answer>,
): void {
  router.post(`/api/events/:eventId/${path}`, parseJsonBody, async (req, res) => {
    const user = requireUser(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { code } = parseBodyOrThrow(request, req.body);
    await enforceRateLimit({
      services,
      bucket,
      clientKey: `uid:${user.uid}`,
      ...codeGuessesPerBuyer,
    });
    res.json(await check({ services, eventId, code }));
  });
}
