import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutHoldResponse, payoutView } from '@contract/payouts';
import { eventMoneyKey } from '@/features/money/api/get-event-money';
import { apiClient } from '@/lib/api-client';
import { adminPayoutsKey } from './admin-payouts';
import { payablesKey } from './payables';

const eventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

export type PayoutApproval = { eventId: string; currency: string };
export type PayoutHoldChange = { eventId: string; hold: boolean; reason?: string };

/** After a payout or a hold, the balances, the transfers and the event's money all change. */
function useRefreshPayouts() {
  const queryClient = useQueryClient();
  return (_answer: unknown, { eventId }: { eventId: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payablesKey }),
      queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
      queryClient.invalidateQueries({ queryKey: eventMoneyKey(eventId) }),
    ]);
}

/** Pays an event's balance in one currency out; a 409 says why it is not payable. */
export function useApprovePayout() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: ({ eventId, currency }: PayoutApproval) =>
      apiClient.post(`${eventPath(eventId)}/payouts`, { currency }, payoutView),
    onSuccess: refresh,
  });
}

/** Holds an event's payouts (with a reason) or releases them. */
export function useSetPayoutHold() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: ({ eventId, hold, reason }: PayoutHoldChange) =>
      apiClient.post(
        `${eventPath(eventId)}/payout-hold`,
        hold ? { hold, reason } : { hold },
        payoutHoldResponse,
      ),
    onSuccess: refresh,
  });
}
