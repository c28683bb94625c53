import path from 'node:path';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import type { Services } from '../app/common/services';
import { createCloudStorageBlobStore } from '../adapters/cloud-storage-blob-store';
import { createFirebaseIdentity } from '../adapters/firebase-identity';
import { createFirestoreDocStore } from '../adapters/firestore-doc-store/firestore-doc-store';
import { firestoreModule } from '../adapters/firestore-doc-store/firestore-module';
import { createMailCollectionMailer } from '../adapters/mail-collection-mailer';
import { createPaystackGateway } from '../adapters/paystack-gateway';
import { createPaystackPayouts } from '../adapters/paystack-payouts';
import { createWebhookHttpSender } from '../adapters/webhook-http-sender';
import type { BlobStore } from '../ports/blob-store';
import { systemClock } from '../ports/clock';
import { PaymentGatewayError, type PaymentGateway } from '../ports/payment-gateway';
import type { PayoutGateway } from '../ports/payout-gateway';
import { loadEmbeddedStack } from './embedded-stack-loader';
import { runTriggersOnCommit } from './embedded-triggers';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { configureWrappingKeys } from '../app/tickets/process-wrapping-keys';
import { setFields } from '../app/common/set-fields';

/** Where the embedded backend keeps each kind of data, under EMBEDDED_DATA_DIR. */
export function embeddedLayout(dataDir: string) {
  return {
    storeFile: path.join(dataDir, 'store.sqlite'),
    blobDir: path.join(dataDir, 'blobs'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

/**
 * Our own named app: firebase-functions initialises an app of its own before our code runs
 * in a trigger, so "no app yet" is not a test for "no default app", and the default app's
 * options are not ours to choose.
 */
export const firebaseAppName = 'ticketing-paradise';

function firebaseApp(config: RuntimeConfig): App {
  return (
    getApps().find((app) => app.name === firebaseAppName) ??
    initializeApp(
      {
        projectId: config.projectId,
        ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
      },
      firebaseAppName,
    )
  );
}

/** Cloud Storage, resolved on first use: a missing bucket fails blob calls, not every route. */
function cloudStorageBlobs(app: App, bucketName: string | undefined): BlobStore {
  let blobs: BlobStore | undefined;
  const resolve = () => {
    if (!bucketName) {
      throw new Error(
        'No Cloud Storage bucket: set STORAGE_BUCKET, or run where FIREBASE_CONFIG names the default bucket',
      );
    }
    blobs ??= createCloudStorageBlobStore(getStorage(app).bucket(bucketName));
    return blobs;
  };
  return {
    put: async (blobPath, bytes, contentType) => resolve().put(blobPath, bytes, contentType),
    get: async (blobPath) => resolve().get(blobPath),
    delete: async (blobPath) => resolve().delete(blobPath),
    deleteFolder: async (folder) => resolve().deleteFolder(folder),
    setPublished: async (blobPath, published) => resolve().setPublished(blobPath, published),
  };
}

/** Paystack; without a secret key every payment call says so (the rest of the API still runs). */
function paymentsFrom({ baseUrl, secretKey }: RuntimeConfig['paystack']): PaymentGateway {
  if (secretKey) return createPaystackGateway({ baseUrl, secretKey });
  const missing = () => {
    throw new PaymentGatewayError('Payments are not configured: PAYSTACK_SECRET_KEY is not set');
  };
  return {
    initialise: async () => missing(),
    verify: async () => missing(),
    refund: async () => missing(),
    refundsOf: async () => missing(),
    isSignatureValid: () => false,
  };
}

/** Paystack's transfers (payouts to organisers), or a gateway that says it is not set up. */
function payoutsFrom({ baseUrl, secretKey }: RuntimeConfig['paystack']): PayoutGateway {
  if (secretKey) return createPaystackPayouts({ baseUrl, secretKey });
  const missing = async (): Promise<never> => {
    throw new PaymentGatewayError('Payouts are not configured: PAYSTACK_SECRET_KEY is not set');
  };
  return {
    listBanks: missing,
    resolveAccount: missing,
    createTransferRecipient: missing,
    initiateTransfer: missing,
    verifyTransfer: missing,
    listTransactions: missing,
    listTransfers: missing,
    listRefunds: missing,
  };
}

/**
 * The services the configuration describes. `overrides.identity` stands in for Firebase
 * Auth where a test of something else (the change feed surviving a crash) runs without the
 * Auth emulator.
 */
export function createServices(
  config: RuntimeConfig,
  overrides: Partial<Pick<Services, 'identity'>> = {},
): Services {
  const app = firebaseApp(config);
  // Unset here leaves the environment's, checked where a key is sealed or opened.
  if (config.ticketKeyWrappingKeys) configureWrappingKeys(config.ticketKeyWrappingKeys);
  const identity = overrides.identity ?? createFirebaseIdentity(getAuth(app));
  const clock = systemClock;
  const common = {
    backend: config.backend,
    projectId: config.projectId,
    publicBaseUrl: config.publicBaseUrl,
    identity,
    clock,
    payments: paymentsFrom(config.paystack),
    payouts: payoutsFrom(config.paystack),
    paymentCurrencies: config.paymentCurrencies,
    platformFee: config.platformFee,
    platformIssuer: config.platformIssuer,
    payoutPolicy: config.payoutPolicy,
    refundAfterMovedHours: config.refundAfterMovedHours,
    attendeeDataRetentionDays: config.attendeeDataRetentionDays,
    questionnaireRateLimit: config.questionnaireRateLimit,
    trustProxyHops: config.trustProxyHops,
    uploadRateLimit: config.uploadRateLimit,
    purchaseRateLimit: config.purchaseRateLimit,
    ...setFields(config, ['appleWallet', 'googleWallet']),
    webhookSender: createWebhookHttpSender({ reach: config.webhookReach }),
  };

  if (config.backend === 'firebase') {
    const docs = createFirestoreDocStore(firestoreModule().getFirestore(app));
    return {
      ...common,
      docs,
      blobs: config.localBlobDir
        ? loadEmbeddedStack().createDiskBlobStore(config.localBlobDir)
        : cloudStorageBlobs(app, config.storageBucket),
      mailer: createMailCollectionMailer(docs),
    };
  }

  const layout = embeddedLayout(config.embeddedDataDir);
  const stack = loadEmbeddedStack();
  const store = stack.openEmbeddedDocStore(layout.storeFile);
  const embedded: Services = {
    ...common,
    docs: store,
    blobs: stack.createDiskBlobStore(config.localBlobDir ?? layout.blobDir),
    mailer: stack.createFileOutboxMailer(layout.outboxDir, clock),
  };
  runTriggersOnCommit(store, embedded, stack.startChangeConsumer);
  return embedded;
}

let services: Services | undefined;

/** Created on first use, not at import: the deploy tooling loads this module to list functions. */
export function getServices(): Services {
  services ??= createServices(readRuntimeConfig());
  return services;
}
