import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Viewer } from '../domain/approval';
import { requireAccount, viewerOf } from './auth';
import { parseBodyOrThrow, parseOrThrow } from './validate';

/** The event (and what of it) a route acts on, from its path. */
type EventParams = z.ZodType<{ eventId: string }>;

/**
 * An organiser's action on one event (its settings, codes, lists, sales, money), checked in
 * this order: who asks (401 without a token, 403 for an anonymous session), then the path's
 * parameters and the JSON body (400). Whether the caller may act on this event is the use
 * case's to say (`readOrganisedEvent`: its organiser or an administrator, anyone else is told
 * it does not exist), for the viewer given here.
 */
export function organiserAction<Params extends EventParams>(
  req: Request,
  res: Response,
  params: Params,
): z.output<Params> & { viewer: Viewer };
export function organiserAction<Params extends EventParams, Body extends z.ZodType>(
  req: Request,
  res: Response,
  params: Params,
  body: Body,
): z.output<Params> & { viewer: Viewer; input: z.output<Body> };
export function organiserAction(
  req: Request,
  res: Response,
  params: EventParams,
  body?: z.ZodType,
): { eventId: string; viewer: Viewer; input?: unknown } {
  requireAccount(res);
  const target = { ...parseOrThrow(params, req.params), viewer: viewerOf(res) };
  return body ? { ...target, input: parseBodyOrThrow(body, req.body) } : target;
}
