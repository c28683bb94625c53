import { formatMinorUnits } from '../contract/money';
import type {
  DifferenceKind,
  ExplanationReason,
  ReconciledCurrency,
  ReconciledDay,
  ReconciliationDifference,
  ReconciliationExplanation,
  ReconciliationReport,
} from '../contract/reconciliation';

export type Figure = 'charges' | 'gatewayFees' | 'refunds' | 'transfers';
export type Side = 'ledger' | 'gateway';

/** The UTC day of an ISO time; a time that does not parse keeps its own first ten characters. */
export function utcDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso.slice(0, 10) : new Date(time).toISOString().slice(0, 10);
}

/** `12345` in ZAR as people read it: "ZAR 123.45". */
export const money = (amount: number, currency: string) =>
  `${currency} ${formatMinorUnits(amount)}`;

/** Every reference either side names, once. */
export const union = (...keys: Iterable<string>[]) => new Set(keys.flatMap((each) => [...each]));

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to;) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

type Item = { reference: string; currency: string; day: string };

/**
 * What a difference or an explanation is about: `reference` on the UTC day of `at`, with the
 * event of the ledger's `owner` (order or payout) where there is one. Nothing when neither
 * side gives the item a time or a currency.
 */
export function itemOf(
  reference: string,
  at: string | undefined,
  currency: string | undefined,
  owner: { eventId: string } | undefined,
): (Item & { eventId?: string }) | undefined {
  if (at === undefined || currency === undefined) return undefined;
  return { reference, currency, day: utcDay(at), ...(owner ? { eventId: owner.eventId } : {}) };
}

/**
 * What a reconciliation finds, kept for the period only: the facts are read with a margin
 * around it (an item belongs to the day its gateway record gives), so whatever falls outside
 * is dropped here rather than by every rule.
 */
export class Tally {
  private readonly byDay = new Map<string, Map<string, ReconciledCurrency>>();
  private readonly differences: ReconciliationDifference[] = [];
  private readonly explained: ReconciliationExplanation[] = [];

  constructor(private readonly period: { from: string; to: string }) {}

  covers(day: string): boolean {
    return day >= this.period.from && day <= this.period.to;
  }

  add(day: string, currency: string, figure: Figure, side: Side, amount: number): void {
    if (!this.covers(day)) return;
    let currencies = this.byDay.get(day);
    if (!currencies) this.byDay.set(day, (currencies = new Map()));
    let row = currencies.get(currency);
    if (!row) {
      const zero = () => ({ ledger: 0, gateway: 0 });
      row = {
        currency,
        charges: zero(),
        gatewayFees: zero(),
        refunds: zero(),
        transfers: zero(),
      };
      currencies.set(currency, row);
    }
    row[figure][side] += amount;
  }

  differ(
    kind: DifferenceKind,
    item: Item & { ledger?: number; gateway?: number; eventId?: string },
    detail: string,
  ): void {
    if (!this.covers(item.day)) return;
    this.differences.push({ kind, ...item, detail });
  }

  explain(reason: ExplanationReason, item: Item & { amount: number }, detail: string): void {
    if (!this.covers(item.day)) return;
    this.explained.push({ reason, ...item, detail });
  }

  report(): ReconciliationReport {
    const days: ReconciledDay[] = daysOf(this.period.from, this.period.to).map((day) => ({
      day,
      currencies: [...(this.byDay.get(day)?.values() ?? [])].sort((a, b) =>
        a.currency.localeCompare(b.currency),
      ),
    }));
    const inOrder = <T extends Item & { kind?: string; reason?: string }>(items: T[]) =>
      items.sort(
        (a, b) =>
          a.day.localeCompare(b.day) ||
          a.reference.localeCompare(b.reference) ||
          (a.kind ?? a.reason ?? '').localeCompare(b.kind ?? b.reason ?? ''),
      );
    return {
      period: { ...this.period },
      days,
      differences: inOrder(this.differences),
      explained: inOrder(this.explained),
    };
  }
}
