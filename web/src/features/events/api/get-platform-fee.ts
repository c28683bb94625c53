import { useQuery } from '@tanstack/react-query';
import type { FeeSchedule } from '@contract/fees';
import { publicConfigQueryOptions } from './get-payment-currencies';

/** The platform's fee on paid tickets (GET /api/config); undefined until the server has said. */
export function usePlatformFee(): FeeSchedule | undefined {
  return useQuery(publicConfigQueryOptions()).data?.platformFee;
}
