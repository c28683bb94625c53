import type { z } from 'zod';
import type { ApiErrorCode } from '../../contract/errors';

/**
 * One route of the API as its reference describes it (issue 41): what it is for, who may call
 * it, what it takes and what it answers, each shape a zod schema of `contract/`. The OpenAPI
 * document (openapi-document.ts) is made from these, and a test holds them to the routes the
 * apps serve (api-reference-coverage.test.ts).
 */
export type RouteDescription = {
  method: HttpMethod;
  /** OpenAPI's form: `/api/events/{eventId}`. */
  path: string;
  /** A line, as the reference's menu shows it. */
  summary: string;
  /** More, in Markdown: what the route does, its limits, what its refusals mean. */
  description?: string;
  /** Set by the area's file (`describeArea`); a route may add more. */
  tags?: readonly string[];
  auth: RouteAuth;
  /** The check-in routes also take a door device's `Authorization: Device {id}.{secret}`. */
  doorDevice?: true;
  params?: Schema;
  query?: Schema;
  /** Request headers the route reads besides Authorization (a link's secret, say). */
  headers?: readonly HeaderDescription[];
  body?: BodyDescription;
  /** The answers that are not errors, by status. */
  responses: Readonly<Record<number, ResponseDescription>>;
  /**
   * The error statuses it can answer besides the ones its description implies (see
   * `errorStatusesOf`): 400 where it reads params, query or a body, 401 where it needs a
   * token, 403 where it needs an account.
   */
  errors?: readonly ErrorStatus[];
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call it: `idToken`, a Firebase ID token, an anonymous session's too; `account`, the
 * ID token of an account (an anonymous session is a 403); `optionalIdToken`, anyone, and a
 * token may change the answer (an organiser sees their own draft); `none`, no token read.
 * Whether an API key works too is `acceptsApiKey`'s to say (api-key-policy.ts).
 */
export type RouteAuth = 'idToken' | 'account' | 'optionalIdToken' | 'none';

export type HeaderDescription = { name: string; description: string; required: boolean };

/** A schema of the contract, of zod's full build or of zod/mini (the public page's). */
export type Schema = z.core.$ZodType;

export type BodyDescription = {
  schema: Schema;
  /** Defaults to JSON; the image upload takes a multipart form. */
  contentType?: 'application/json' | 'multipart/form-data';
  /** Checked against `schema` (as input) by a test. */
  example?: unknown;
  /** A body that may be left out altogether. */
  optional?: true;
};

export type ResponseDescription = {
  description: string;
  /** Missing: no body (204), or a body that is not JSON (a file: `contentType`). */
  schema?: Schema;
  contentType?: string;
  /** Checked against `schema` by a test. */
  example?: unknown;
  headers?: Readonly<Record<string, string>>;
};

/** The statuses of `http/errors.ts`'s codes. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 503;

/** What each error status means across the API, and the codes it carries. */
export const errorStatuses: Readonly<
  Record<ErrorStatus, { name: string; meaning: string; codes: readonly ApiErrorCode[] }>
> = {
  400: {
    name: 'BadRequest',
    meaning: 'Bad input: `error.fields` names each failing field and why; nothing was written.',
    codes: ['validation_failed', 'bad_request'],
  },
  401: {
    name: 'Unauthenticated',
    meaning:
      'No token, or one that is malformed, expired or revoked; an API key that is unknown, revoked or expired. `recent_sign_in_required`: sign in again, then retry.',
    codes: ['unauthenticated', 'recent_sign_in_required'],
  },
  403: {
    name: 'Forbidden',
    meaning:
      'Not allowed: an anonymous session where an account is needed, a role without the right (the message names it), a disabled account, or a money action this sign-in has not passed the second step for (`two_step_required`).',
    codes: ['forbidden', 'two_step_required', 'admission_required', 'admission_invalid'],
  },
  404: {
    name: 'NotFound',
    meaning:
      'Nothing here, or nothing the caller may see: another organisation’s event is as missing as an unknown one.',
    codes: ['not_found'],
  },
  405: {
    name: 'MethodNotAllowed',
    meaning: 'This address takes POST only.',
    codes: ['method_not_allowed'],
  },
  409: {
    name: 'Conflict',
    meaning:
      'In conflict with what is there now; `error.details.reason` says why where there are several reasons.',
    codes: ['conflict', 'sold_out', 'not_enough', 'not_on_sale'],
  },
  410: { name: 'Gone', meaning: 'A link that worked once and no longer does.', codes: ['gone'] },
  413: { name: 'PayloadTooLarge', meaning: 'The body is too large.', codes: ['payload_too_large'] },
  415: {
    name: 'UnsupportedMediaType',
    meaning: 'The body is not of a type this route reads (JSON: `application/json`).',
    codes: ['unsupported_media_type'],
  },
  429: {
    name: 'RateLimited',
    meaning:
      'Too many requests from this caller in a while: try again after `Retry-After` seconds.',
    codes: ['rate_limited'],
  },
  503: {
    name: 'GatewayUnavailable',
    meaning:
      'The payment gateway failed or did not answer in time. What was asked may have happened there; asking again is safe (`Retry-After: 5`).',
    codes: ['gateway_unavailable'],
  },
};

/** Every error status a route can answer: its own, and those its description implies. */
export function errorStatusesOf(route: RouteDescription): ErrorStatus[] {
  const implied: ErrorStatus[] = [
    ...(route.params || route.query || route.body ? [400 as const] : []),
    ...(route.auth === 'idToken' || route.auth === 'account' || route.doorDevice
      ? [401 as const]
      : []),
    ...(route.auth === 'account' ? [403 as const] : []),
  ];
  return [...new Set([...implied, ...(route.errors ?? [])])].sort((a, b) => a - b);
}

/** Routes that can also answer `statuses` (every route of an area that needs a role, say). */
export function withErrors(
  statuses: readonly ErrorStatus[],
  routes: readonly RouteDescription[],
): RouteDescription[] {
  return routes.map((route) => ({
    ...route,
    errors: [...new Set<ErrorStatus>([...statuses, ...(route.errors ?? [])])],
  }));
}

/** An area's routes, each tagged with the area's name. */
export function describeArea(
  tag: string,
  routes: readonly RouteDescription[],
): readonly RouteDescription[] {
  return routes.map((route) => ({ ...route, tags: [tag, ...(route.tags ?? [])] }));
}

/** `/api/events/{eventId}` as Express writes it: `/api/events/:eventId`. */
export const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
