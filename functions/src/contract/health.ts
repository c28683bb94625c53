import { z } from 'zod';

export const backends = ['embedded', 'firebase'] as const;
export type Backend = (typeof backends)[number];

export const healthResponse = z.object({
  status: z.literal('ok'),
  backend: z.enum(backends),
  projectId: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
