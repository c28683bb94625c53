/**
 * Wiring only: each export is a deployed Cloud Function. Names are part of the contract
 * (see ARCHITECTURE.md); hosting rewrites /api/** to them.
 */
import type { Express } from 'express';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onEventApprovalChanged } from './app/on-event-approval-changed';
import { getServices } from './config/services';
import { createApiApp } from './http/api-app';
import { createUploadImageApp } from './http/upload-image-app';

let apiApp: Express | undefined;

export const api = onRequest({ region: 'us-central1' }, (req, res) => {
  apiApp ??= createApiApp(getServices());
  apiApp(req, res);
});

let uploadImageApp: Express | undefined;

export const uploadImage = onRequest({ region: 'us-central1', memory: '1GiB' }, (req, res) => {
  uploadImageApp ??= createUploadImageApp(getServices());
  uploadImageApp(req, res);
});

/**
 * Firestore (production, and the Firestore emulator locally) delivers at least once with
 * `retry: true`: a failed run is retried, and the handler is idempotent. On the embedded
 * backend a durable consumer of the SQLite change feed runs the same handler.
 */
export const onEventApproval = onDocumentUpdated(
  { document: 'events/{eventId}', region: 'us-central1', retry: true },
  async (event) =>
    onEventApprovalChanged(getServices(), {
      eventId: event.params.eventId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    }),
);
