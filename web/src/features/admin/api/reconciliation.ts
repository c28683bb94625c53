import { useQuery } from '@tanstack/react-query';
import { reconciliationReport, type ReconciliationQuery } from '@contract/reconciliation';
import { apiClient } from '@/lib/api-client';

/**
 * The ledger against Paystack over a period of UTC days. Nothing is read until a period is
 * asked for: the check reads the gateway's lists whole, so it runs only on request.
 */
export function useReconciliation(period: ReconciliationQuery | null) {
  return useQuery({
    queryKey: ['admin', 'reconciliation', period?.from, period?.to],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/reconciliation?${new URLSearchParams(period ?? {}).toString()}`,
        reconciliationReport,
        signal,
      ),
    enabled: period !== null,
  });
}
