// The drop benchmark's arithmetic (scripts/bench-drop.mjs), free of I/O: what each HTTP
// answer was and whether it was an error, the admission timeline, the latency percentiles
// and the correctness verdict.
import { percentile } from './profile.mjs';

/** The requests a buyer makes: the first ask of the room, the later ones, Buy, its looks. */
export const requestKinds = ['join', 'poll', 'beginTransaction', 'purchaseRequest'];

const roomStates = new Set(['before_opening', 'waiting', 'admitted', 'sold_out']);
const checkoutStates = new Set(['held', 'paid']);
const soldOutCodes = new Set(['sold_out', 'not_enough']);

/**
 * One HTTP answer of `kind`: `key` names it for the tally (`200 waiting`, `409 sold_out`,
 * `0 ECONNRESET`), `error` says it is one (a transport failure, any 5xx, or a status or
 * state a buyer of a waiting-room sale should never be given).
 */
export function classifyAnswer(kind, status, body) {
  const code =
    status === 0
      ? (body?.transport ?? 'transport')
      : (body?.error?.code ?? body?.state ?? body?.status ?? 'unparsable');
  const key = `${status} ${code}`;
  let expected;
  if (kind === 'join' || kind === 'poll') {
    expected = status === 200 && roomStates.has(code);
  } else {
    expected =
      (status === 200 && checkoutStates.has(code)) ||
      (status === 202 && code === 'queued') ||
      (status === 409 && soldOutCodes.has(code));
  }
  return { key, error: !expected };
}

/** A buyer's last word: held or paid (bought), sold out (told so), or anything else. */
export const boughtFinals = new Set(['held', 'paid']);
export const soldOutFinals = new Set(['sold_out (waiting room)', 'sold_out (checkout)']);
export const isAnswered = (final) => boughtFinals.has(final) || soldOutFinals.has(final);

/**
 * How many were admitted in each `binMs` from the opening: `[{ fromSeconds, count }]`, every
 * bin from the first to the last that has anyone, empty ones included.
 */
export function timeline(times, opensAtMs, binMs = 10_000) {
  const counts = [];
  for (const at of times) {
    const bin = Math.max(0, Math.floor((at - opensAtMs) / binMs));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return Array.from(counts, (count, bin) => ({
    fromSeconds: (bin * binMs) / 1000,
    count: count ?? 0,
  }));
}

/** p50, p95, max and how many, of unsorted `values`. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1),
  };
}

/**
 * The buyers' side of the run (`buyers`: one `{ final, admittedAt?, finalAt }` each, times in
 * epoch ms): finals by kind, how many were answered, who was admitted when, and when the
 * sale was first said to be sold out and the last purchase held.
 */
export function tallyBuyers(buyers, opensAtMs) {
  const finals = {};
  for (const buyer of buyers) finals[buyer.final] = (finals[buyer.final] ?? 0) + 1;
  const admittedTimes = buyers.filter((b) => b.admittedAt !== undefined).map((b) => b.admittedAt);
  const soldOutTold = buyers.filter((b) => soldOutFinals.has(b.final)).map((b) => b.finalAt);
  const bought = buyers.filter((b) => boughtFinals.has(b.final)).map((b) => b.finalAt);
  return {
    finals,
    answered: buyers.filter((b) => isAnswered(b.final)).length,
    bought: bought.length,
    joinedBeforeOpening: buyers.filter((b) => b.firstState === 'before_opening').length,
    admitted: admittedTimes.length,
    admissions: timeline(admittedTimes, opensAtMs),
    firstSoldOutToldMs: soldOutTold.length > 0 ? Math.min(...soldOutTold) - opensAtMs : undefined,
    lastBoughtMs: bought.length > 0 ? Math.max(...bought) - opensAtMs : undefined,
    lastAnsweredMs:
      buyers.length > 0 ? Math.max(...buyers.map((b) => b.finalAt)) - opensAtMs : undefined,
  };
}

/**
 * What makes the run wrong, in words (empty: right): sold must be exactly the capacity with
 * no type over it and nobody holding twice; no errors; every buyer answered.
 */
export function dropProblems({ capacity, buyerCount, store, buyers, errors }) {
  const problems = [];
  if (store.ticketsHeld !== capacity) {
    problems.push(`${store.ticketsHeld} tickets sold for ${capacity}`);
  }
  if (store.oversold > 0) problems.push(`${store.oversold} oversold`);
  if (store.stockTaken !== capacity)
    problems.push(`stock taken ${store.stockTaken}, not ${capacity}`);
  if (store.buyersTwice > 0) problems.push(`${store.buyersTwice} buyers hold more than one order`);
  const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
  if (errorCount > 0) problems.push(`${errorCount} error answers`);
  if (buyers.answered !== buyerCount) {
    problems.push(`${buyerCount - buyers.answered} of ${buyerCount} buyers never answered`);
  }
  if (buyers.bought !== capacity) {
    problems.push(`${buyers.bought} buyers told they bought, for ${capacity} tickets`);
  }
  return problems;
}
