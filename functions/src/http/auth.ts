import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../app/common/app-error';
import { apiKeyScheme } from '../contract/api-keys';
import { deviceAuthScheme } from '../contract/check-in';
import type { Viewer } from '../domain/approval';
import type { Identity, TokenCheck, VerifiedUser } from '../ports/identity';
import { InvalidTokenError } from '../ports/identity';

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

type Locals = { user?: VerifiedUser };

/** Turns a request's `tp_…` bearer into the caller its routes see, or refuses it. */
export type ApiKeyAuthenticator = (req: Request, key: string) => Promise<VerifiedUser>;

/** Which check a request's token gets (see `TokenCheck`); one function per app decides. */
export type TokenCheckPolicy = (req: Request) => TokenCheck;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A waiting room's join and poll: a write only in that it keeps the buyer's place. Thousands
 * of buyers ask every few seconds in a drop, and a call to Firebase Auth each would be the
 * drop's heaviest load; the purchase itself checks revocation (beginTransaction).
 */
const waitingRoomPath = /^\/api\/events\/[^/]+\/waitingRoom$/;

/**
 * The `api` function's policy: administrators' routes read the live account; account routes
 * and every write check that the account is not disabled and its tokens not revoked; other
 * reads, and the waiting room's polls, check the token's signature only, so a page view costs
 * no call to Firebase Auth.
 */
export const apiTokenChecks: TokenCheckPolicy = (req) => {
  if (/^\/api\/admin(\/|$)/.test(req.path)) return 'live';
  if (waitingRoomPath.test(req.path)) return 'signature';
  if (/^\/api\/me(\/|$)/.test(req.path) || !readMethods.has(req.method)) return 'revocation';
  return 'signature';
};

/**
 * Reads the bearer ID token when there is one, checked as `policy` says (by default as a
 * write: not disabled, not revoked); routes then require what they need. An API key
 * (`tp_…`) goes to `apiKeys`, in the apps that take keys; elsewhere it is a 401.
 */
export function authenticate(
  identity: Identity,
  policy: TokenCheckPolicy = () => 'revocation',
  apiKeys?: ApiKeyAuthenticator,
): RequestHandler {
  return async (req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    const token = optionalBearerToken(req);
    if (token === undefined) return next();
    if (token.startsWith(apiKeyScheme)) {
      if (!apiKeys) {
        throw new AppError('unauthenticated', 'API keys work on the organiser routes only');
      }
      res.locals.user = await apiKeys(req, token);
      return next();
    }
    res.locals.user = await identity.verifyIdToken(token, policy(req));
    next();
  };
}

/**
 * A door device's header (`Device {deviceId}.{secret}`, see contract/door.ts): no Firebase
 * token, and only the check-in routes accept it (http/door-scanner.ts).
 */
export const isDeviceAuthorization = (header: string) =>
  header.trimStart().startsWith(`${deviceAuthScheme} `);

/**
 * The bearer ID token of the request, unchecked; undefined without an Authorization header,
 * or with a door device's (which identifies no user).
 */
function optionalBearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined || isDeviceAuthorization(header)) return undefined;
  const match = bearerPattern.exec(header.trim());
  if (!match) {
    throw new InvalidTokenError(
      'The Authorization header must be "Bearer <Firebase ID token>"',
      'malformed',
    );
  }
  return match[1]!;
}

/**
 * The request's bearer ID token, not yet checked, for a handler that checks it later (after
 * refusals that need no identity); a missing or malformed header is a 401 at once.
 */
export function bearerToken(req: Request): string {
  const token = optionalBearerToken(req);
  if (token === undefined) {
    throw new AppError(
      'unauthenticated',
      'Sign in first: the Authorization bearer token is missing',
    );
  }
  return token;
}

/**
 * The uid an ID token claims, not checked: enough to find a document of the buyer's, never to
 * answer with it (the checked token must then name the same uid).
 */
export function claimedUid(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' ? sub : undefined;
  } catch {
    return undefined;
  }
}

export function currentUser(res: Response): VerifiedUser | undefined {
  return (res.locals as Locals).user;
}

/** The caller as the approval rules see them; undefined for a request without a token. */
export function viewerOf(res: Response): Viewer {
  const user = currentUser(res);
  if (!user) return undefined;
  const { uid, isAdmin, signedInAt, apiKey } = user;
  return { uid, isAdmin, signedInAt, ...(apiKey ? { apiKey } : {}) };
}

/** Any signed-in user, anonymous visitors included (buyers). */
export function requireUser(res: Response): VerifiedUser {
  const user = currentUser(res);
  if (!user)
    throw new AppError(
      'unauthenticated',
      'Sign in first: the Authorization bearer token is missing',
    );
  return user;
}

/** A user with an account (not an anonymous visitor): organisers. */
export function requireAccount(res: Response): VerifiedUser {
  const user = requireUser(res);
  if (user.isAnonymous) throw new AppError('forbidden', 'Create an account or log in to do this');
  return user;
}

/** An administrator; a token that claims it is always checked against the live account. */
export function requireAdmin(res: Response): VerifiedUser {
  const user = requireAccount(res);
  if (!user.isAdmin) throw new AppError('forbidden', 'Only administrators can do this');
  return user;
}
