import type { Refusal } from '../../domain/allocation';
import { AppError, notFound } from '../common/app-error';
import { rateLimitedError } from '../common/rate-limit';

/**
 * The precheck's refusal for what may have changed since a buyer first pressed Buy (stock,
 * the sales window, a promo code's uses or dates), with the order's type names as it read
 * them: an earlier press of the same request key is answered instead, in those names
 * (begin-transaction.ts).
 */
export class ChangedSinceRefusal extends AppError {
  constructor(
    refusal: AppError,
    readonly names: ReadonlyMap<string, string>,
  ) {
    super(refusal.code, refusal.message, refusal.fields, refusal.details);
  }
}

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
    case 'promo_used_up':
    case 'promo_invalid':
      return promoError(refusal);
  }
}

const promoMessages = {
  // An inactive code and one that never existed read the same: codes are not enumerable.
  unknown: 'This code is not valid for this event',
  not_started: 'This code is not valid yet',
  ended: 'This code has expired',
  not_applicable: 'This code does not apply to these tickets',
  used_up: 'This code has been used up',
  buyer_used_up: 'You have used this code as many times as it allows',
} as const;

/** A 409 naming the `promoCode` field, so the page shows it next to the code typed. */
export function promoError(
  refusal: Extract<Refusal, { code: 'promo_used_up' | 'promo_invalid' }>,
): AppError {
  const reason =
    refusal.code === 'promo_invalid'
      ? refusal.reason
      : refusal.perBuyer
        ? 'buyer_used_up'
        : 'used_up';
  const message = promoMessages[reason];
  return new AppError('conflict', message, { promoCode: message }, { reason });
}
