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
  paramsSchema: Params,
  bodySchema: Body,
): { adminUid: string; params: z.output<Params>; body: z.output<Body> } {
  const admin = requireAdmin(res);
  const params = parseOrThrow(paramsSchema, req.params);
  const body = parseBodyOrThrow(bodySchema, req.body);
  return { adminUid: admin.uid, params, body };
}
