import { z } from 'zod';

/** Every error the API answers has this one shape, whatever the status. */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** Field path (dotted, e.g. "types.0.price") to what is wrong with it. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
