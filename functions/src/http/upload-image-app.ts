import express, { type Express } from 'express';
import type { Services } from '../app/services';
import { AppError } from '../app/app-error';
import { maxImageBytes } from '../app/normalise-image';
import { uploadProfilePhoto } from '../app/upload-profile-photo';
import type { UploadImageResponse } from '../contract/images';
import { authenticate, requireAccount } from './auth';
import { errorHandler, sendError } from './errors';
import { readMultipart } from './multipart';

/** The `uploadImage` function: one multipart field `image`, checked and re-encoded. */
export function createUploadImageApp(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(authenticate(services.identity));
  app.use(async (req, res) => {
    if (req.method !== 'POST') {
      sendError(res, 'method_not_allowed', 'Upload images with POST');
      return;
    }
    const user = requireAccount(res);
    const form = await readMultipart(req, { fileField: 'image', maxFileBytes: maxImageBytes });
    if (!form.file || form.file.bytes.length === 0) {
      throw new AppError('validation_failed', 'Choose an image to upload', {
        image: 'Choose an image to upload',
      });
    }
    const { url } = await uploadProfilePhoto({ services, uid: user.uid, bytes: form.file.bytes });
    const body: UploadImageResponse = { message: 'Image uploaded successfully', url };
    res.status(201).json(body);
  });
  app.use(errorHandler);
  return app;
}
