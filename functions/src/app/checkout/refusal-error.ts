import type { Refusal } from '../../domain/allocation';
import { AppError, notFound } from '../common/app-error';
import { rateLimitedError } from '../common/rate-limit';

/** The refusal in the buyer's words, as the 409 the page turns into "sold out" or "only N left". */
export function refusalError(refusal: Refusal, names: ReadonlyMap<string, string>): AppError {
  const name = 'typeId' in refusal ? (names.get(refusal.typeId) ?? 'This ticket type') : '';
  switch (refusal.code) {
    case 'sold_out':
      return new AppError('sold_out', `${name} is sold out`, undefined, {
        typeId: refusal.typeId,
        left: 0,
      });
    case 'not_enough':
      return new AppError('not_enough', `Only ${refusal.left} left of ${name}`, undefined, {
        typeId: refusal.typeId,
        left: refusal.left,
      });
    case 'not_on_sale':
      return new AppError(
        'not_on_sale',
        refusal.opens ? `${name} goes on sale at ${refusal.opens}` : `Sales of ${name} have ended`,
        undefined,
        { typeId: refusal.typeId },
      );
    case 'too_many':
      return new AppError(
        'validation_failed',
        `At most ${refusal.maxPerOrder} of ${name} per order`,
      );
    case 'unknown_type':
      return new AppError('validation_failed', 'A ticket type of this order no longer exists');
    case 'mixed_currencies':
      return new AppError('validation_failed', 'Tickets of one order must share a currency');
    case 'price_changed':
      return new AppError(
        'conflict',
        'The price of these tickets changed a moment ago: please look at it again',
      );
    case 'rate_limited':
      return rateLimitedError(refusal.retryAfterSeconds);
    case 'event_unavailable':
      return notFound('Event');
    case 'event_cancelled':
      return new AppError('conflict', 'This event was cancelled');
  }
}
