import type { GatewayTransferRecord, PayoutFacts } from './reconciliation-facts';
import { itemOf, money, union, type Tally } from './reconciliation-tally';

/**
 * Transfers against payouts: a transfer that moved money (or may yet) needs a `payout` entry
 * and no reversal; one that failed or came back needs both or neither.
 */
export function matchTransfers(
  tally: Tally,
  listed: readonly GatewayTransferRecord[],
  payoutList: readonly PayoutFacts[],
): void {
  const transfers = new Map(listed.map((transfer) => [transfer.reference, transfer]));
  const payouts = new Map(payoutList.map((payout) => [payout.reference, payout]));
  for (const reference of union(transfers.keys(), payouts.keys())) {
    const transfer = transfers.get(reference);
    const payout = payouts.get(reference);
    const out = payout?.ledger.payout;
    const back = payout?.ledger.reversed;
    const at = transfer?.createdAt ?? payout?.createdAt;
    const currency = transfer?.currency ?? payout?.currency;
    const item = itemOf(reference, at, currency, payout);
    if (!item) continue;
    const paidOut = -(out?.amount ?? 0) - (back?.amount ?? 0);
    const posted = out ?? back;
    if (posted) tally.add(item.day, posted.currency, 'transfers', 'ledger', paidOut);
    const moved = transfer?.status === 'success' || transfer?.status === 'pending';
    if (transfer && moved)
      tally.add(item.day, transfer.currency, 'transfers', 'gateway', transfer.amount);

    if (!transfer) {
      if (payout?.status === 'requested') {
        tally.explain(
          'transfer_not_yet_accepted',
          { ...item, amount: payout.amount },
          'Approved; the gateway has not accepted the transfer yet (it is asked again)',
        );
      } else if (out && !back) {
        tally.differ(
          'transfer_missing_at_gateway',
          { ...item, ledger: -out.amount },
          `The ledger paid out ${money(-out.amount, out.currency)} (payout ${payout?.status}); the gateway lists no transfer`,
        );
      }
      continue;
    }
    const said = `The gateway says the transfer is ${transfer.gatewayStatus}`;
    if (moved && !out) {
      tally.differ(
        'transfer_missing_in_ledger',
        { ...item, gateway: transfer.amount },
        payout
          ? `${said} (${money(transfer.amount, transfer.currency)}); payout ${reference} has no payout entry`
          : `${said} (${money(transfer.amount, transfer.currency)}); no payout has this reference`,
      );
    } else if (moved && back) {
      tally.differ(
        'transfer_status_mismatch',
        { ...item, gateway: transfer.amount, ledger: paidOut },
        `${said}, but the ledger gave the payout back to the balance`,
      );
    } else if (!moved && Boolean(out) !== Boolean(back)) {
      tally.differ(
        'transfer_status_mismatch',
        { ...item, gateway: 0, ledger: paidOut },
        out
          ? `${said}, but the ledger still counts the payout as paid out`
          : `${said}; the ledger gives back a payout it never took`,
      );
    } else if (out && (-out.amount !== transfer.amount || out.currency !== transfer.currency)) {
      tally.differ(
        'amount_mismatch',
        { ...item, ledger: -out.amount, gateway: transfer.amount },
        `The ledger paid out ${money(-out.amount, out.currency)}; the gateway transferred ${money(transfer.amount, transfer.currency)}`,
      );
    }
  }
}
