import type { ApiErrorCode } from '../../contract/errors';

/** A failure the caller can act on; the HTTP layer maps `code` to a status in one place. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
