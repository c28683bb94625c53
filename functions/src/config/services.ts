import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Services } from '../app/services';
import { createCloudStorageBlobStore } from '../adapters/cloud-storage-blob-store';
import { createDiskBlobStore } from '../adapters/disk-blob-store';
import { createFileOutboxMailer } from '../adapters/file-outbox-mailer';
import { createFirebaseIdentity } from '../adapters/firebase-identity';
import { createFirestoreDocStore } from '../adapters/firestore-doc-store';
import { createMailCollectionMailer } from '../adapters/mail-collection-mailer';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import { systemClock } from '../ports/clock';
import firestoreIndexes from '../../../firestore.indexes.json';
import { runTriggersOnCommit } from './embedded-triggers';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** Where the embedded backend keeps each kind of data, under EMBEDDED_DATA_DIR. */
export function embeddedLayout(dataDir: string) {
  return {
    storeFile: path.join(dataDir, 'store.sqlite'),
    blobDir: path.join(dataDir, 'blobs'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

export function createServices(config: RuntimeConfig): Services {
  if (getApps().length === 0) {
    initializeApp({
      projectId: config.projectId,
      ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
    });
  }
  const identity = createFirebaseIdentity(getAuth());
  const clock = systemClock;
  const common = {
    backend: config.backend,
    projectId: config.projectId,
    publicBaseUrl: config.publicBaseUrl,
    identity,
    clock,
  };

  if (config.backend === 'firebase') {
    const docs = createFirestoreDocStore(getFirestore());
    return {
      ...common,
      docs,
      blobs: createCloudStorageBlobStore(getStorage().bucket()),
      mailer: createMailCollectionMailer(docs),
    };
  }

  const layout = embeddedLayout(config.embeddedDataDir);
  const store = openSqliteDocStore({ file: layout.storeFile, indexes: firestoreIndexes });
  const embedded: Services = {
    ...common,
    docs: store,
    blobs: createDiskBlobStore(layout.blobDir),
    mailer: createFileOutboxMailer(layout.outboxDir, clock),
  };
  runTriggersOnCommit(store, embedded);
  return embedded;
}

let services: Services | undefined;

/** Created on first use, not at import: the deploy tooling loads this module to list functions. */
export function getServices(): Services {
  services ??= createServices(readRuntimeConfig());
  return services;
}
