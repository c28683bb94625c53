import type { PageQuery } from '../../contract/pages';
import type { PayableView, PayablesResponse } from '../../contract/payouts';
import { collections } from '../../paths';
import type { ExistingDoc, OrderClause } from '../../ports/doc-store';
import { readPage } from '../common/read-page';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import { readEventMoney } from '../money/read-event-money';
import { readCurrencyReadiness } from './currency-readiness';
import { toPayoutView } from './list-payouts';
import type { PayoutRecord } from './payout-records';

type PayablesServices = UseCaseOptions<'docs' | 'clock' | 'payoutPolicy' | 'identity'>['services'];

const newestOverFirst: OrderClause[] = [{ field: 'overAt', direction: 'desc' }];

/**
 * The administrators' list of what is owed: approved events that are over, the latest first,
 * a page at a time (a composite index on status and overAt; needs `overAt` and `status` on
 * every event, see over-at-backfill.ts), with each non-zero balance, whether it can be paid
 * out now and why not, the event's hold, the organiser's account and the latest payout.
 * Balances come from the running totals, so an event costs a few reads per currency.
 */
export async function listPayables({
  services,
  page,
}: {
  services: PayablesServices;
  page: PageQuery;
}): Promise<PayablesResponse> {
  const { docs, clock, identity } = services;
  const { page: events, nextCursor } = await readPage<EventRecord>(
    docs,
    {
      collection: collections.events,
      where: [
        { field: 'status', op: '==', value: 'approved' },
        { field: 'overAt', op: '<=', value: clock.now().toISOString() },
      ],
      orderBy: newestOverFirst,
    },
    page,
  );
  const rows = (await Promise.all(events.map((event) => payablesOf(services, event)))).flat();
  // A page holds at most 100 events: their organisers fit one batched lookup.
  const uids = [...new Set(rows.map((row) => row.organiserUid))];
  const accounts = uids.length > 0 ? await identity.getAccounts(uids) : [];
  const emails = new Map(accounts.flatMap(({ uid, email }) => (email ? [[uid, email]] : [])));
  return {
    payables: rows.map((row) => {
      const email = emails.get(row.organiserUid);
      return email ? { ...row, organiserEmail: email } : row;
    }),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/** One event's rows: each currency whose balance is not zero. */
async function payablesOf(
  services: PayablesServices,
  { id: eventId, data: event }: ExistingDoc<EventRecord>,
): Promise<PayableView[]> {
  const balances = (await readEventMoney(services.docs, eventId))
    .map(({ currency, totals }) => ({ currency, balance: totals.balance }))
    .filter(({ balance }) => balance !== 0);
  const [readiness, latest] = await Promise.all([
    readCurrencyReadiness({ services, eventId, event, balances }),
    Promise.all(balances.map(({ currency }) => latestPayout(services, eventId, currency))),
  ]);
  return balances.map(({ currency, balance }, index): PayableView => {
    const { readiness: payout, account } = readiness[index]!;
    const last = latest[index];
    return {
      eventId,
      eventName: event.name,
      // The query matched on it, so it is there.
      overAt: event.overAt ?? '',
      organiserUid: event.uid,
      currency,
      balance,
      readiness: payout,
      ...(event.payoutHold
        ? { payoutHold: { reason: event.payoutHold.reason, at: event.payoutHold.at } }
        : {}),
      ...(account
        ? { account: { bankName: account.bankName, accountLast4: account.accountLast4 } }
        : {}),
      ...(last ? { latestPayout: toPayoutView(last.id, last.data) } : {}),
    };
  });
}

/** The event's newest payout in `currency` (a composite index on eventId, currency, createdAt). */
async function latestPayout(
  { docs }: Pick<PayablesServices, 'docs'>,
  eventId: string,
  currency: string,
): Promise<ExistingDoc<PayoutRecord> | undefined> {
  const [newest] = await docs.query<PayoutRecord>({
    collection: collections.payouts,
    where: [
      { field: 'eventId', op: '==', value: eventId },
      { field: 'currency', op: '==', value: currency },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 1,
  });
  return newest;
}
