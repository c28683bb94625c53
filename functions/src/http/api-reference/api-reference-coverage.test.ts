import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../../firebase.json';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { apiHarnessServices } from '../../test-support/api-app-harness';
import { servedRoutes } from '../../test-support/served-routes';
import { apiKeyRoutes } from '../api-key-policy';
import { createApiApp } from '../api-app';
import { createBeginTransactionApp } from '../begin-transaction-app';
import { createPaystackWebhookApp, createVerifyPaymentApp } from '../payment-apps';
import { createUploadImageApp } from '../upload-image-app';
import { expressPath } from './route-description';
import { apiRoutes } from './registry';

/** The functions other than `api` that Hosting sends an `/api/` path to, each POST only. */
const postOnlyApps = {
  beginTransaction: createBeginTransactionApp,
  verifyPayment: createVerifyPaymentApp,
  paystackWebhook: createPaystackWebhookApp,
  uploadImage: createUploadImageApp,
};

/** Routes of the local emulators only: not part of the API the reference describes. */
const emulatorOnly = /^\/api\/emulator\//;

describe('the API reference covers the API', () => {
  it('describes every route the apps serve under /api/, and none they do not', async () => {
    const docs = openSqliteDocStore({ file: ':memory:' });
    try {
      const services = apiHarnessServices(docs);
      const served = servedRoutes(() => createApiApp(services))
        .filter(({ path }) => path.startsWith('/api/') && !emulatorOnly.test(path))
        .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
      // The other functions answer POST on the path Hosting rewrites to them.
      const rewrites = firebaseJson.hosting.rewrites.flatMap((rewrite) =>
        'function' in rewrite && rewrite.function && rewrite.function.functionId in postOnlyApps
          ? [`POST ${rewrite.source}`]
          : [],
      );
      expect(rewrites).toHaveLength(Object.keys(postOnlyApps).length);
      for (const create of Object.values(postOnlyApps)) {
        expect(
          servedRoutes(() => create(services)),
          'POST only: no routes of its own',
        ).toEqual([]);
      }

      const described = apiRoutes.map(
        (route) => `${route.method.toUpperCase()} ${expressPath(route.path)}`,
      );
      const servedAll = new Set([...served, ...rewrites]);
      const missing = [...servedAll].filter((route) => !described.includes(route));
      const notServed = described.filter((route) => !servedAll.has(route));
      expect(missing, `served but not in the reference: ${missing.join(', ')}`).toEqual([]);
      expect(notServed, `in the reference but not served: ${notServed.join(', ')}`).toEqual([]);
      expect(described.length, 'each route described once').toBe(new Set(described).size);
      // A misspelt entry of the API keys' allow-list would lock keys out of a route, silently.
      const keyRoutesNotServed = apiKeyRoutes.filter((route) => !servedAll.has(route));
      expect(keyRoutesNotServed, 'API keys allowed on routes not served').toEqual([]);
    } finally {
      await docs.close();
    }
  });
});
