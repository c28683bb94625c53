import { z } from 'zod';
import { eventId, organisationId } from './ids';

/** SPEC.md: the client treats anything but this message as a failed upload. */
export const uploadSuccessMessage = 'Image uploaded successfully';

export const uploadImageResponse = z.object({
  message: z.literal(uploadSuccessMessage),
  url: z.string(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;

/** The other multipart fields of an upload: what the image is for. */
export const uploadTarget = z.discriminatedUnion('target', [
  z.object({ target: z.literal('profile') }),
  z.object({
    target: z.literal('event-banner'),
    eventId,
  }),
  /** An organisation's logo: cropped square (owners and admins: `organisation.edit`). */
  z.object({ target: z.literal('organisation-logo'), orgId: organisationId }),
]);
export type UploadTarget = z.infer<typeof uploadTarget>;
