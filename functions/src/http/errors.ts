import type { ErrorRequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import type { ApiErrorBody, ApiErrorCode } from '../contract/errors';
import { AppError } from '../app/common/app-error';
import { InvalidTokenError } from '../ports/identity';
import { PaymentGatewayError } from '../ports/payment-gateway';

const statusByCode: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  recent_sign_in_required: 401,
  forbidden: 403,
  two_step_required: 403,
  admission_required: 403,
  admission_invalid: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  sold_out: 409,
  not_enough: 409,
  not_on_sale: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  gateway_unavailable: 503,
};

export function sendError(
  res: Response,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string | number | boolean>,
): void {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
  };
  // A client told to wait is told how long (RFC 9110: delay in seconds).
  const retryAfter = details?.retryAfterSeconds;
  if (code === 'rate_limited' && typeof retryAfter === 'number') {
    res.set('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  }
  res.status(statusByCode[code]).json(body);
}

/** The one place where failures become HTTP answers; unknown errors are logged, not leaked. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof AppError) {
    sendError(res, error.code, error.message, error.fields, error.details);
    return;
  }
  if (error instanceof InvalidTokenError) {
    if (error.reason === 'disabled') sendError(res, 'forbidden', error.message);
    else sendError(res, 'unauthenticated', error.message);
    return;
  }
  if (error instanceof PaymentGatewayError) {
    // Paystack's trouble, not ours: every call that reaches it is safe to ask again.
    logger.warn('The payment gateway failed a call', error.message);
    res.set('Retry-After', '5');
    sendError(
      res,
      'gateway_unavailable',
      'Payments are not answering just now. Please try again in a moment.',
    );
    return;
  }
  logger.error('Unhandled API error', error);
  sendError(res, 'internal', 'Something went wrong on our side. Please try again.');
};
