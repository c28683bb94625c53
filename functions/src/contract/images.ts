import { z } from 'zod';

/** SPEC.md: the client treats anything but this message as a failed upload. */
export const uploadSuccessMessage = 'Image uploaded successfully';

export const uploadImageResponse = z.object({
  message: z.literal(uploadSuccessMessage),
  url: z.string(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;
