import { useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@contract/config';
import { publicConfigQueryOptions } from '@/features/events/api/get-payment-currencies';

const none: PublicConfigResponse['walletPasses'] = { apple: false, google: false };

/**
 * Which wallets the platform can put a ticket in (GET /api/config): neither until the server
 * has said, so no button shows that would then fail.
 */
export function useWalletPasses(): PublicConfigResponse['walletPasses'] {
  return useQuery(publicConfigQueryOptions()).data?.walletPasses ?? none;
}
