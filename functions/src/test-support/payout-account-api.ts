import type { AddressInfo } from 'node:net';
import { authenticate } from '../http/auth';
import { errorHandler } from '../http/errors';
import { newApiApp } from '../http/new-api-app';
import {
  payoutAccountRoutes,
  type PayoutAccountServices,
} from '../http/routes/payout-account-routes';
import {
  InvalidTokenError,
  type AccountSummary,
  type Identity,
  type VerifiedUser,
} from '../ports/identity';
import { fixedIdentity } from './fixed-identity';

/**
 * Firebase Auth whose ID tokens are the keys of `users`: `Bearer fresh` is whoever
 * `users.fresh()` says, asked at each request, so a test can age a sign-in. `accounts` are
 * the accounts it knows by uid.
 */
export function tokenIdentity(
  users: Record<string, () => VerifiedUser>,
  accounts: AccountSummary[] = [],
): Identity {
  return {
    ...fixedIdentity(accounts),
    verifyIdToken: async (token) => {
      const user = users[token];
      if (!user) throw new InvalidTokenError('The ID token is not valid', 'invalid');
      return user();
    },
  };
}

export type ApiAnswer = { status: number; body: unknown };

export type PayoutAccountApi = {
  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    token: string,
    body?: unknown,
  ): Promise<ApiAnswer>;
  close(): Promise<void>;
};

/** The payout account routes on a free port, as the `api` function mounts them. */
export async function startPayoutAccountApi(
  services: PayoutAccountServices,
): Promise<PayoutAccountApi> {
  const app = newApiApp();
  app.use(authenticate(services.identity));
  app.use(payoutAccountRoutes(services));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    async call(method, path, token, body) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
