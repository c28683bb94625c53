/**
 * The stack a crash-harness process runs on (the sale that dies, then the restart): the
 * production services on either backend, talking to the fake Paystack over HTTP, with the
 * production webhook app on a port fixed across the restart, so Paystack's retries of a
 * webhook the dead process never answered reach the new one.
 */
import { createServer, type Server } from 'node:http';
import type { Services } from '../../app/common/services';
import { readRuntimeConfig } from '../../config/runtime-config';
import { createServices } from '../../config/services';
import { createPaystackWebhookApp } from '../../http/payment-apps';
import { fixedIdentity } from '../fixed-identity';
import { testOrganiser } from '../money-fixtures';

export type CrashStackConfig = {
  backend: 'embedded' | 'firebase';
  /** The embedded store's data directory (its SQLite file and outbox). */
  dataDir: string;
  /** The Firestore emulator's project (FIRESTORE_EMULATOR_HOST names the emulator). */
  projectId: string;
  paystackUrl: string;
  secretKey: string;
  webhookPort: number;
};

export function crashStackServices(config: CrashStackConfig): Services {
  return createServices(
    readRuntimeConfig({
      BACKEND: config.backend,
      EMBEDDED_DATA_DIR: config.dataDir,
      GCLOUD_PROJECT: config.projectId,
      PAYSTACK_BASE_URL: config.paystackUrl,
      PAYSTACK_SECRET_KEY: config.secretKey,
      ...(process.env.FIRESTORE_EMULATOR_HOST
        ? { FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST }
        : {}),
    }),
    // No Auth emulator: the organiser the emails name is a fixed account.
    { identity: fixedIdentity([testOrganiser]) },
  );
}

/** Paystack's webhooks into the production app, on the port the fake posts to. */
export async function listenForWebhooks(services: Services, port: number): Promise<Server> {
  const server = createServer(createPaystackWebhookApp(services));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
