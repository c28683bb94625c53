import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { apiKeyRateLimiter } from '../app/api-keys/api-key-rate-limit';
import { authenticateApiKey } from '../app/api-keys/authenticate-api-key';
import { recordApiKeyUse } from '../app/api-keys/record-api-key-use';
import { AppError } from '../app/common/app-error';
import type { Services } from '../app/common/services';
import { apiKeyActorUid } from '../domain/api-key-principal';
import { acceptsApiKey } from './api-key-policy';
import { currentUser, type ApiKeyAuthenticator } from './auth';

/**
 * The `api` app's API keys: the key must be known, not revoked, not expired (401, one message
 * for all), within its rate (429) and on a route keys may call (403, http/api-key-policy.ts).
 * The caller is then the key, acting as `apiKeyActorUid` with the key's role in its
 * organisation (app/organisations/event-access.ts); it has no email and passes the "verified
 * email" check organiser routes make, since an owner or admin with one made it.
 */
export function apiKeyAuthenticator(services: Services): ApiKeyAuthenticator {
  const takeRequest = apiKeyRateLimiter(services.clock);
  return async (req, key) => {
    const apiKey = await authenticateApiKey({ services, key });
    takeRequest(apiKey.id);
    if (!acceptsApiKey(req.method, req.path)) {
      throw new AppError(
        'forbidden',
        `API keys cannot call ${req.method} ${req.path}: it needs a person signed in (see /docs/api)`,
      );
    }
    return {
      uid: apiKeyActorUid(apiKey.id),
      emailVerified: true,
      isAnonymous: false,
      isAdmin: false,
      signedInAt: new Date(apiKey.createdAt),
      apiKey,
    };
  };
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * After authentication: a change an API key made (a write answered 2xx) gets its `api_key.used`
 * audit entry before the answer is finished, so the entry is written while the function still
 * runs (an instance may be throttled once its answer is sent). A failure to write it is logged
 * and the answer goes out as it was.
 */
export function auditApiKeyWrites(services: Services): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const apiKey = currentUser(res)?.apiKey;
    if (!apiKey || readMethods.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let isRecorded = false;
    res.end = ((...args: unknown[]) => {
      if (isRecorded || !isSuccess(res.statusCode)) return end(...args);
      isRecorded = true;
      recordApiKeyUse({ services, apiKey, method: req.method, path: req.path })
        .catch((error: unknown) => logger.error('Could not record an API key use', error))
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
