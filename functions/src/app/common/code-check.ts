import type { UseCaseOptions } from './use-case-options';

/**
 * A code a buyer typed on an event's page, checked before paying (an access code, a promo
 * code): what the check reads the event's terms and the time with.
 */
export type CodeCheckOptions = UseCaseOptions<
  'docs' | 'clock' | 'platformFee',
  { eventId: string; code: string }
>;
