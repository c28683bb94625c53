import { z } from 'zod';

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
    eventId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an event id'),
  }),
]);
export type UploadTarget = z.infer<typeof uploadTarget>;
