import type { TransferStatus } from '../../ports/payout-gateway';
import type { DocData } from '../../ports/doc-store';
import type { PayoutAccountRecord } from '../payout-accounts/payout-account-records';

/**
 * `requested`: approved and taken from the balance, the transfer not yet accepted by the
 * gateway (it is asked again until it is); `pending`: the gateway has it; then `paid`, or
 * `failed` / `reversed`, which give the money back to the balance.
 */
export type PayoutStatus = 'requested' | 'pending' | 'paid' | 'failed' | 'reversed';

/** `payouts/{payoutId}`: the id is also the transfer's reference at the gateway. */
export type PayoutRecord = DocData & {
  eventId: string;
  /** The organiser paid. */
  uid: string;
  currency: string;
  /** Integer minor units. */
  amount: number;
  status: PayoutStatus;
  recipientCode: string;
  bankName: string;
  accountLast4: string;
  approvedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Requests of the transfer so far, and when the next may go (the gateway was down). */
  attempts: number;
  nextAttemptAt?: string;
  lastError?: string;
  transferCode?: string;
  gatewayStatus?: string;
  /** Why a transfer failed or was reversed, as the organiser is told. */
  failureReason?: string;
  settledAt?: string;
};

/** `events/{eventId}/payoutLocks/{currency}`: the payout in flight, so there is one at a time. */
export type PayoutLockRecord = DocData & { inFlight: string | null; updatedAt: string };

/** The organiser's bank account for one currency, as payouts read it (payout-accounts/). */
export type PayoutAccountRef = DocData &
  Pick<
    PayoutAccountRecord,
    'recipientCode' | 'bankName' | 'accountLast4' | 'currency' | 'changedAt'
  >;

export const isSettled = (status: PayoutStatus) =>
  status === 'paid' || status === 'failed' || status === 'reversed';

/** The gateway's word on a transfer, as a payout's status. */
export const payoutStatusOf = (status: TransferStatus): PayoutStatus =>
  status === 'success' ? 'paid' : status;
