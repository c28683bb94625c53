import type { Express } from 'express';
import type { Services } from '../app/common/services';
import { AppError } from '../app/common/app-error';
import { maxImageBytes } from '../app/common/normalise-image';
import { enforceRateLimit } from '../app/common/rate-limit';
import { uploadEventBanner } from '../app/events/upload-event-banner';
import { uploadProfilePhoto } from '../app/accounts/upload-profile-photo';
import { uploadOrganisationLogo } from '../app/organisations/organisation-logo';
import { uploadTarget, type UploadImageResponse } from '../contract/images';
import { authenticate, requireAccount, viewerOf } from './auth';
import { readMultipart } from './multipart';
import { newPostOnlyApp } from './new-api-app';
import { requireOrganiser } from './organiser';
import { parseOrThrow } from './validate';

/**
 * The `uploadImage` function: one multipart file field `image`, checked and re-encoded, for
 * the caller's profile photo (default); with `target=event-banner` and `eventId`, a banner;
 * with `target=organisation-logo` and `orgId`, an organisation's logo.
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
      // What others see (an event's page, an organisation's face): an address its sender proved.
      if (target.target !== 'profile') await requireOrganiser(res, services.identity);
      const { url } =
        target.target === 'event-banner'
          ? await uploadEventBanner({
              services,
              eventId: target.eventId,
              viewer: viewerOf(res),
              bytes,
            })
          : target.target === 'organisation-logo'
            ? await uploadOrganisationLogo({
                services,
                orgId: target.orgId,
                viewer: viewerOf(res),
                bytes,
              })
            : await uploadProfilePhoto({ services, uid: user.uid, bytes });
      const body: UploadImageResponse = { message: 'Image uploaded successfully', url };
      res.status(201).json(body);
    },
  );
}
