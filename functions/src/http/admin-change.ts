import type { Request, Response } from 'express';
import type { z } from 'zod';
import { requireAdmin } from './auth';
import { parseBodyOrThrow, parseOrThrow } from './validate';

/**
 * An administrator's change, checked in this order: who asks (401, 403), then the path's
 * parameters and the JSON body (400).
 */
export function adminChange<Params extends z.ZodType, Body extends z.ZodType>(
  req: Request,
  res: Response,
  schemas: { params: Params; body: Body },
): { adminUid: string; params: z.output<Params>; body: z.output<Body> } {
  const admin = requireAdmin(res);
  const params = parseOrThrow(schemas.params, req.params);
  const body = parseBodyOrThrow(schemas.body, req.body);
  return { adminUid: admin.uid, params, body };
}
