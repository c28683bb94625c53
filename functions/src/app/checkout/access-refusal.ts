import { unlocksType, isPublicType, type VisibilityOf } from '../../domain/ticket-visibility';

/**
 * Why a buyer may not buy this type with `accessCode` (in capitals, as the request parses
 * it): a hidden type is sold only with the code that unlocks it. Undefined: they may.
 *
 * The precheck asks this, not the allocator: an access code has no counted uses, so there is
 * nothing to decide in order among buyers; refused at the door, nothing is queued, held or
 * written. (A code the organiser changes while a purchase is queued does not take it back.)
 */
export function accessRefusal(type: VisibilityOf, accessCode: string | undefined) {
  if (isPublicType(type) || unlocksType(type, accessCode)) return undefined;
  return accessCode === undefined
    ? 'Enter the access code for these tickets'
    : 'This access code does not unlock these tickets';
}
