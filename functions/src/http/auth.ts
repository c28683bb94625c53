import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../app/app-error';
import type { Viewer } from '../domain/approval';
import type { Identity, VerifiedUser } from '../ports/identity';
import { InvalidTokenError } from '../ports/identity';

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

type Locals = { user?: VerifiedUser };

/** Reads the bearer ID token when there is one; routes then require what they need. */
export function authenticate(identity: Identity): RequestHandler {
  return async (req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const match = bearerPattern.exec(header.trim());
    if (!match) {
      throw new InvalidTokenError(
        'The Authorization header must be "Bearer <Firebase ID token>"',
        'malformed',
      );
    }
    res.locals.user = await identity.verifyIdToken(match[1]!);
    next();
  };
}

export function currentUser(res: Response): VerifiedUser | undefined {
  return (res.locals as Locals).user;
}

/** The caller as the approval rules see them; undefined for a request without a token. */
export function viewerOf(res: Response): Viewer {
  const user = currentUser(res);
  return user ? { uid: user.uid, isAdmin: user.isAdmin } : undefined;
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

/** An administrator; the identity adapter reads the claim from the live account. */
export function requireAdmin(res: Response): VerifiedUser {
  const user = requireAccount(res);
  if (!user.isAdmin) throw new AppError('forbidden', 'Only administrators can do this');
  return user;
}
