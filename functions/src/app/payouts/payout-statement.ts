import * as logger from 'firebase-functions/logger';
import { ledgerEntryKinds, type LedgerEntryKind } from '../../contract/event-money';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import type { DocStore, WhereClause } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { walkPages } from '../common/read-page';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { readOrganisedEvent } from '../events/organised-event';
import type { LedgerEntryRecord } from '../money/ledger-records';
import { requireSecondStepFor } from '../two-step/require-second-step';
import type { PayoutRecord } from './payout-records';

/**
 * A line of a payout's remittance statement: a ledger entry, or (never expected) the part of
 * the amount no entry accounts for, said rather than hidden.
 */
export type StatementLine = Pick<LedgerEntryRecord, 'at' | 'reference' | 'amount' | 'reason'> & {
  kind: LedgerEntryRecord['kind'] | 'unmatched';
};

export type PayoutStatement = {
  payoutId: string;
  payout: PayoutRecord;
  event: EventRecord;
  /** The payout before it of the same event and currency, whose entries are not its own. */
  previous?: { id: string; createdAt: string };
  /** Oldest first, a page at a time; their amounts add up to `payout.amount`. */
  lines: AsyncGenerator<StatementLine[]>;
};

/**
 * Which entries make up a payout. An administrator's approval pays out the event's whole
 * balance in the currency (`payoutReadiness` answers `amount: balance`), read in the
 * transaction that posts the payout: the sum of every entry before it. The payout before it
 * took the whole balance of its own moment too, so this one is the sum of the entries after
 * that payout's entry and before its own: the sales since and their fees, card fees and the
 * part of them the platform bore, refunds (of tickets paid out earlier too, which is how a
 * payout can be less than the sales since), adjustments, and an earlier payout's money that
 * came back when its transfer failed or was reversed (`payout_reversed`). So the window is
 * `previous.createdAt < at <= payout.createdAt` in the payout's currency, its own entry left
 * out. Each entry is stamped (`at`) inside the transaction that posts it, and that transaction
 * writes a shard of the totals the payout's transaction reads, so an entry committed before
 * the payout is stamped no later than it and one committed after it no earlier. Should a
 * stamp and its commit ever straddle the approval (a few milliseconds of a transaction that
 * read its shard only after the payout committed), the lines would not add up: the statement
 * then says so in a last line and the log names the payout, rather than printing a total its
 * lines do not make.
 */
export async function openPayoutStatement({
  services,
  eventId,
  payoutId,
  viewer,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  payoutId: string;
  viewer: Viewer;
}): Promise<PayoutStatement> {
  const { docs } = services;
  const event = await readOrganisedEvent(docs, eventId, viewer, 'money.view');
  await requireSecondStepFor(services, viewer, event.orgId);
  const payout = (await docs.get<PayoutRecord>(paths.payout(payoutId))).data;
  if (!payout || payout.eventId !== eventId) throw notFound('Payout');
  const previous = await previousPayout(docs, payoutId, payout);
  return {
    payoutId,
    payout,
    event,
    ...(previous ? { previous } : {}),
    lines: linesOf(docs, payoutId, payout, previous),
  };
}

/** The payout of the same event and currency approved last before `payout` (events have few). */
async function previousPayout(
  docs: DocStore,
  payoutId: string,
  payout: PayoutRecord,
): Promise<{ id: string; createdAt: string } | undefined> {
  const payouts = await docs.query<PayoutRecord>({
    collection: collections.payouts,
    where: [{ field: 'eventId', op: '==', value: payout.eventId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  });
  const earlier = payouts.find(
    ({ id, data }) =>
      id !== payoutId && data.currency === payout.currency && data.createdAt < payout.createdAt,
  );
  return earlier ? { id: earlier.id, createdAt: earlier.data.createdAt } : undefined;
}

const kindOrder = (line: StatementLine) => ledgerEntryKinds.indexOf(line.kind as LedgerEntryKind);

async function* linesOf(
  docs: DocStore,
  payoutId: string,
  payout: PayoutRecord,
  previous: { createdAt: string } | undefined,
): AsyncGenerator<StatementLine[]> {
  const window: WhereClause[] = [
    ...(previous ? [{ field: 'at', op: '>' as const, value: previous.createdAt }] : []),
    { field: 'at', op: '<=', value: payout.createdAt },
  ];
  const isOwn = (entry: LedgerEntryRecord) =>
    entry.kind === 'payout' && entry.reference === payoutId;
  let sum = 0;
  for await (const page of walkPages<LedgerEntryRecord>(docs, {
    collection: paths.ledger(payout.eventId),
    where: window,
    orderBy: [{ field: 'at', direction: 'asc' }],
  })) {
    const lines = page
      .map((doc) => doc.data)
      .filter((entry) => entry.currency === payout.currency && !isOwn(entry))
      .map(({ at, kind, reference, amount, reason }) => ({
        at,
        kind,
        reference,
        amount,
        ...(reason === undefined ? {} : { reason }),
      }))
      // One change's entries share their `at`: they read in the ledger's order (sale, fees…).
      .sort((one, other) => one.at.localeCompare(other.at) || kindOrder(one) - kindOrder(other));
    sum += lines.reduce((total, line) => total + line.amount, 0);
    yield lines;
  }
  if (sum !== payout.amount) {
    logger.error('A payout statement does not add up to its payout', {
      payoutId,
      amount: payout.amount,
      lines: sum,
    });
    yield [
      { at: payout.createdAt, kind: 'unmatched', reference: payoutId, amount: payout.amount - sum },
    ];
  }
}
