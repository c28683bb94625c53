import type { AddressInfo } from 'node:net';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import type { Services } from '../app/common/services';
import { createApiApp } from '../http/api-app';
import type { DocStore } from '../ports/doc-store';
import type { Identity, VerifiedUser } from '../ports/identity';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PayoutGateway } from '../ports/payout-gateway';
import firestoreIndexes from '../../../firestore.indexes.json';
import { testPlatformFee } from './checkout-fixtures';
import { fixedIdentity } from './fixed-identity';

/**
 * The whole `api` app on an in-memory SQLite store, for tests of what a route answers
 * without the emulators. A bearer token is the uid of a verified organiser (the token "admin"
 * an administrator's): the routes' authentication is not what these tests are about.
 */
export type ApiHarness = {
  docs: DocStore;
  call: (
    path: string,
    options?: {
      token?: string;
      method?: string;
      json?: unknown;
      headers?: Record<string, string>;
    },
  ) => Promise<{ status: number; body: unknown }>;
  /**
   * The response as it came, for routes that answer other than JSON (files); redirects are
   * not followed unless asked (`redirect: 'follow'`), so a test sees where they point.
   */
  fetch: (
    path: string,
    options?: { token?: string; redirect?: 'follow' | 'manual' },
  ) => Promise<Response>;
  close: () => Promise<void>;
};

const unused = <T extends object>(what: string) =>
  new Proxy({} as T, {
    get: () => () => Promise.reject(new Error(`No test here needs the ${what}`)),
  });

const tokenIdentity: Identity = {
  ...fixedIdentity([]),
  verifyIdToken: async (token): Promise<VerifiedUser> => ({
    uid: token,
    email: `${token}@example.com`,
    emailVerified: true,
    isAnonymous: false,
    // The token "admin" is an administrator's: the admin routes' tests need one.
    isAdmin: token === 'admin',
    signedInAt: new Date(),
  }),
};

/** The services the harness's app runs on: `docs` and what the routes' tests need, no more. */
export function apiHarnessServices(docs: DocStore, overrides: Partial<Services> = {}): Services {
  const limit = { limit: 1000, windowSeconds: 60 };
  return {
    backend: 'embedded',
    projectId: 'demo-api-harness',
    publicBaseUrl: 'http://localhost',
    docs,
    blobs: unused('blob store'),
    mailer: { send: async () => {} },
    payments: unused<PaymentGateway>('payment gateway'),
    payouts: unused<PayoutGateway>('payout gateway'),
    paymentCurrencies: ['ZAR', 'USD'],
    platformFee: testPlatformFee,
    payoutPolicy: { payableAfterMs: 72 * 3_600_000, holdAfterAccountChangeMs: 48 * 3_600_000 },
    refundAfterMovedHours: 2,
    clock: { now: () => new Date('2026-11-01T10:00:00.000Z') },
    identity: tokenIdentity,
    questionnaireRateLimit: limit,
    trustProxyHops: 0,
    uploadRateLimit: limit,
    purchaseRateLimit: limit,
    ...overrides,
  };
}

export async function startApiApp(overrides: Partial<Services> = {}): Promise<ApiHarness> {
  const docs = openSqliteDocStore({ file: ':memory:', indexes: firestoreIndexes });
  const services = apiHarnessServices(docs, overrides);
  const server = createApiApp(services).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    docs,
    call: async (path, { token, method, json, headers } = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: method ?? (json === undefined ? 'GET' : 'POST'),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      // 204 No Content has no body to read.
      const body = response.status === 204 ? undefined : ((await response.json()) as unknown);
      return { status: response.status, body };
    },
    fetch: (path, { token, redirect = 'manual' } = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        redirect,
      }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await docs.close();
    },
  };
}
