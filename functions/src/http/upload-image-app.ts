import type { Express } from 'express';
import type { Services } from '../app/common/services';
import { AppError } from '../app/common/app-error';
import { maxImageBytes } from '../app/common/normalise-image';
import { enforceRateLimit } from '../app/common/rate-limit';
import { uploadEventBanner } from '../app/events/upload-event-banner';
import { uploadProfilePhoto } from '../app/accounts/upload-profile-photo';
import { uploadTarget, type UploadImageResponse } from '../contract/images';
import { authenticate, requireAccount, viewerOf } from './auth';
import { readMultipart } from './multipart';
import { newPostOnlyApp } from './new-api-app';
import { requireOrganiser } from './organiser';
import { parseOrThrow } from './validate';

/**
 * The `uploadImage` function: one multipart file field `image`, checked and re-encoded, for
 * the caller's profile photo (default) or, with `target=event-banner` and `eventId`, a banner.
 */
export function createUploadImageApp(services: Services): Express {
  const notPost = 'Upload images with POST';
  return newPostOnlyApp(
    { notPost, before: [authenticate(services.identity)] },
    async (req, res) => {
      const user = requireAccount(res);
      // Counted before the body is read: decoding and re-encoding is what an abuser would cost.
      await enforceRateLimit({
        services,
        bucket: 'image-upload',
        clientKey: `uid:${user.uid}`,
        ...services.uploadRateLimit,
      });
      const form = await readMultipart(req, { fileField: 'image', maxFileBytes: maxImageBytes });
      if (!form.file || form.file.bytes.length === 0) {
        throw new AppError('validation_failed', 'Choose an image to upload', {
          image: 'Choose an image to upload',
        });
      }
      const target = parseOrThrow(uploadTarget, { target: 'profile', ...form.fields });
      const bytes = form.file.bytes;
      if (target.target === 'event-banner') await requireOrganiser(res, services.identity);
      const { url } =
        target.target === 'event-banner'
          ? await uploadEventBanner({
              services,
              eventId: target.eventId,
              viewer: viewerOf(res),
              bytes,
            })
          : await uploadProfilePhoto({ services, uid: user.uid, bytes });
      const body: UploadImageResponse = { message: 'Image uploaded successfully', url };
      res.status(201).json(body);
    },
  );
}
