import type { Express } from 'express';
import { beginTransaction } from '../app/checkout/begin-transaction';
import type { Services } from '../app/common/services';
import { beginTransactionRequest } from '../contract/checkout';
import { bearerToken, claimedUid } from './auth';
import { newPostOnlyApp } from './new-api-app';
import { parseJsonBody } from './json-body';
import { parseBodyOrThrow } from './validate';

/**
 * The `beginTransaction` function: POST with the buyer's ID token (anonymous sessions
 * welcome). 200 with the held order and its access code (or a completed free order),
 * 202 while the request waits in the queue, 409 when the tickets are gone.
 */
export function createBeginTransactionApp(services: Services): Express {
  const notPost = 'Begin a transaction with POST';
  return newPostOnlyApp({ notPost, before: [parseJsonBody] }, async (req, res) => {
    const token = bearerToken(req);
    const input = parseBodyOrThrow(beginTransactionRequest, req.body);
    const answer = await beginTransaction(services, {
      input,
      // Checked after the refusals that need nobody's identity (bad input, sold out: what the
      // page shows everybody anyway), so a rush on a sold-out type costs Firebase Auth nothing.
      identifyBuyer: async () => (await services.identity.verifyIdToken(token, 'revocation')).uid,
      claimedBuyer: () => claimedUid(token),
    });
    res.status(answer.status === 'queued' ? 202 : 200).json(answer);
  });
}
