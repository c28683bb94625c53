import { randomUUID } from 'node:crypto';
import { formatMinorUnits } from '../../contract/money';
import { signed } from '../../domain/ledger';
import { payoutReadiness } from '../../domain/payout-readiness';
import { paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';
import { overAtOf, type EventRecord } from '../events/event-records';
import { moneyShardId, moneyShards, prepareLedgerPosting } from '../money/post-to-ledger';
import type { MoneyShardRecord } from '../money/ledger-records';
import { recordAudit } from '../organisations/audit-log';
import { payoutHolderOf } from '../payout-accounts/payout-account-records';
import type { PayoutAccountRef, PayoutLockRecord, PayoutRecord } from './payout-records';
import { sendTransfer, type TransferServices } from './send-transfer';

const waitingMessages = {
  nothing_owed: 'There is nothing to pay out: the balance is zero or less',
  on_hold: 'Payouts for this event are on hold',
  payout_in_progress: 'A payout of this balance is already on its way',
  event_not_over: 'The balance is not payable yet: the event has not been over long enough',
  no_payout_account: 'The organiser has no payout account in this currency',
  account_recently_changed: 'The payout account changed recently: payouts to it wait',
} as const;

/**
 * An administrator pays out an event's balance in one currency: in one transaction the
 * balance is checked payable, the payout recorded, its amount taken from the ledger and the
 * event's payout lock taken (so two administrators at once make one payout); then the
 * transfer is asked of the gateway with the payout's id as its reference. A gateway that is
 * down leaves the payout `requested`, asked again later (resume-payouts.ts): never lost. The
 * organisation's audit log gets a `payout.approved` entry, the administrator its actor, in the
 * same transaction.
 */
export async function approvePayout({
  services,
  eventId,
  currency,
  adminUid,
}: {
  services: TransferServices & Pick<Services, 'payoutPolicy'>;
  eventId: string;
  currency: string;
  adminUid: string;
}): Promise<PayoutRecord & { id: string }> {
  const { docs, clock, payoutPolicy } = services;
  const payoutId = `po_${randomUUID()}`;
  const payout = await docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    if (!event) throw notFound('Event');
    const [balance, lock, account] = await Promise.all([
      balanceIn(tx, eventId, currency),
      tx.get<PayoutLockRecord>(paths.payoutLock(eventId, currency)),
      tx.get<PayoutAccountRef>(paths.payoutAccount(payoutHolderOf(event), currency)),
    ]);
    const now = clock.now();
    const readiness = payoutReadiness({
      balance,
      currency,
      eventEndsAt: overAtOf(event),
      now,
      ...payoutPolicy,
      account: account.data,
      payoutInProgress: Boolean(lock.data?.inFlight),
      onHold: Boolean(event.payoutHold),
    });
    if (readiness.status !== 'payable') {
      throw new AppError('conflict', waitingMessages[readiness.reason], undefined, {
        reason: readiness.reason,
        ...(readiness.until ? { until: readiness.until } : {}),
      });
    }
    const at = now.toISOString();
    const post = await prepareLedgerPosting(tx, {
      eventId,
      uid: event.uid,
      currency,
      reference: payoutId,
      at,
      ...(event.timeZone ? { timeZone: event.timeZone } : {}),
      entries: [{ kind: 'payout', amount: signed('payout', readiness.amount), by: adminUid }],
    });
    const record: PayoutRecord = {
      eventId,
      uid: event.uid,
      currency,
      amount: readiness.amount,
      status: 'requested',
      recipientCode: account.data!.recipientCode,
      bankName: account.data!.bankName,
      accountLast4: account.data!.accountLast4,
      approvedBy: adminUid,
      createdAt: at,
      updatedAt: at,
      attempts: 0,
    };
    tx.create(paths.payout(payoutId), record);
    tx.set(paths.payoutLock(eventId, currency), { inFlight: payoutId, updatedAt: at });
    post();
    if (event.orgId) {
      recordAudit(tx, event.orgId, now, {
        kind: 'payout.approved',
        actorUid: adminUid,
        eventId,
        summary: `Approved a payout of ${formatMinorUnits(record.amount)} ${currency} for "${event.name}"`,
        after: { amount: record.amount, currency, event: event.name, payout: payoutId },
      });
    }
    return record;
  });
  return { id: payoutId, ...(await sendTransfer(services, payoutId, payout)) };
}

/** The event's balance in `currency`: every shard of its running totals, read in `tx`. */
async function balanceIn(tx: Transaction, eventId: string, currency: string): Promise<number> {
  const shards = await tx.getAll<MoneyShardRecord>(
    Array.from({ length: moneyShards }, (_, shard) =>
      paths.moneyShard(eventId, moneyShardId(currency, shard)),
    ),
  );
  return shards.reduce((sum, shard) => sum + (shard.data?.balance ?? 0), 0);
}
