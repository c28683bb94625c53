/**
 * Wiring only: each export is a deployed Cloud Function. Names are part of the contract
 * (see ARCHITECTURE.md); hosting rewrites /api/** to them.
 */
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
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
