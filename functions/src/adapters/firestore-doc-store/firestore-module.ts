import type * as FirestoreModule from 'firebase-admin/firestore';

/**
 * firebase-admin's Firestore client, loaded when the Firestore backend first uses it: it and
 * its gRPC and protobuf dependencies take about 250 ms to load, which the embedded backend
 * and instances that never reach Firestore should not pay on every cold start.
 */
export function firestoreModule(): typeof FirestoreModule {
  // A synchronous require is the point: nothing is loaded until the backend is in use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('firebase-admin/firestore') as typeof FirestoreModule;
}
