import type { AllMoneyResponse, EventMoneyRow } from '../../contract/all-money';
import type { MoneySummary } from '../../contract/event-money';
import { collections } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { Services } from '../common/services';
import type { UseCaseOptions } from '../common/use-case-options';
import { overAtOf, type EventRecord } from '../events/event-records';
import { chooseMembership } from '../organisations/choose-membership';
import { refusal } from '../organisations/event-access';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { decide, reachesEvent } from '../../domain/team-policy';
import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import { readCurrencyReadiness } from '../payouts/currency-readiness';
import { readEventMoney } from './read-event-money';

/**
 * Events read at once: each is one shard query and, with money, two batched reads for its
 * readiness. Enough to keep the page quick, few enough not to flood the store for an
 * organiser with hundreds of events.
 */
const batchSize = 10;

type Ports = 'docs' | 'clock' | 'payoutPolicy';

/**
 * An organisation's money across its events (the one asked for, else the person's own; its
 * members who see money, `money.view`): each event with money (newest first) with its figures
 * and payout readiness per currency, and the totals per currency. A member limited to some
 * events sees those. Reads the running totals of each event, never the ledger's entries.
 */
export async function getAllMoney({
  services,
  uid,
  signedInAt,
  apiKey,
  orgId,
}: UseCaseOptions<
  Ports,
  {
    uid: string;
    signedInAt?: Date | undefined;
    apiKey?: ApiKeyPrincipal | undefined;
    orgId?: string;
  }
>): Promise<AllMoneyResponse> {
  const membership = await chooseMembership(services.docs, uid, orgId, apiKey);
  if (!membership) return { events: [], totals: [] };
  const decision = decide({ isPlatformAdmin: false, membership }, 'money.view');
  if (!decision.allowed) throw refusal(decision, 'Organisation');
  await requireSecondStepFor(services, { uid, signedInAt, apiKey }, membership.orgId);
  const found = await services.docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'orgId', op: '==', value: membership.orgId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  });
  const events = found.filter((event) => reachesEvent(membership, event.id));
  const rows: EventMoneyRow[] = [];
  for (let i = 0; i < events.length; i += batchSize) {
    const batch = events.slice(i, i + batchSize);
    const read = await Promise.all(batch.map((event) => readRow(services, event)));
    for (const row of read) if (row) rows.push(row);
  }
  return { events: rows, totals: totalsOf(rows) };
}

async function readRow(
  services: Pick<Services, Ports>,
  { id: eventId, data: event }: ExistingDoc<EventRecord>,
): Promise<EventMoneyRow | undefined> {
  const money = await readEventMoney(services.docs, eventId);
  if (money.length === 0) return undefined;
  const readiness = await readCurrencyReadiness({
    services,
    eventId,
    event,
    balances: money.map(({ currency, totals }) => ({ currency, balance: totals.balance })),
  });
  const endsAt = overAtOf(event);
  return {
    eventId,
    eventName: event.name,
    ...(endsAt ? { endsAt } : {}),
    currencies: money.map(({ currency, summary }, index) => ({
      currency,
      summary,
      payout: readiness[index]!.readiness,
    })),
  };
}

const zero: MoneySummary = {
  gross: 0,
  platformFees: 0,
  vat: 0,
  gatewayFees: 0,
  refunds: 0,
  net: 0,
  paidOut: 0,
  adjustments: 0,
  balance: 0,
};

/** Each figure summed per currency; a balance owed on one event nets off another's. */
function totalsOf(rows: readonly EventMoneyRow[]): AllMoneyResponse['totals'] {
  const byCurrency = new Map<string, MoneySummary>();
  for (const { currency, summary } of rows.flatMap((row) => row.currencies)) {
    const sum = byCurrency.get(currency) ?? zero;
    const added = { ...sum };
    for (const key of Object.keys(zero) as Array<keyof MoneySummary>) {
      added[key] = sum[key] + summary[key];
    }
    byCurrency.set(currency, added);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, summary]) => ({ currency, summary }));
}
