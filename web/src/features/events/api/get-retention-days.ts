import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from './get-payment-currencies';

/**
 * Days after an event ends before its attendee answers and holders' names are removed
 * (GET /api/config); undefined until the server has said.
 */
export function useAttendeeDataRetentionDays(): number | undefined {
  return useQuery(publicConfigQueryOptions()).data?.attendeeDataRetentionDays;
}
