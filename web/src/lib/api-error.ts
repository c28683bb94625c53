import type { ApiErrorCode } from '@contract/errors';

/** The API's own codes, plus what can go wrong before a well-formed answer arrives. */
export type ClientErrorCode = ApiErrorCode | 'network_error' | 'invalid_response';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  /** Field path (dotted, as the contract sends it) to the message to show beside that field. */
  readonly fields: Readonly<Record<string, string>>;
  /** Facts behind the error (checkout: the ticket type and how many are left). */
  readonly details: Readonly<Record<string, string | number | boolean>>;

  constructor(options: {
    status: number;
    code: ClientErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: Record<string, string | number | boolean>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.details = options.details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Turns a failed response's status and (possibly non-JSON) body into an ApiError. The error
 * schema (and zod with it) loads with the first failure: a buyer's visit of the public event
 * page, which reads without validating, downloads no zod at all.
 */
export async function toApiError(
  status: number,
  statusText: string,
  body: unknown,
): Promise<ApiError> {
  const { apiErrorBody } = await import('@contract/errors');
  const parsed = apiErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, details } = parsed.data.error;
    return new ApiError({ status, code, message, fields, details });
  }
  // Proxies and emulators answer some failures with HTML or plain text; keep the status.
  return new ApiError({
    status,
    code: codeForStatus(status),
    message: `Request failed: ${status} ${statusText}`.trim(),
  });
}

function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    default:
      return 'internal';
  }
}
