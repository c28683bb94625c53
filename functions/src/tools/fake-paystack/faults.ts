import { z } from 'zod';

/**
 * Faults on demand (issue 26): the fake misbehaves as a real gateway does, per kind of call.
 *
 *   error            answers 500, 502 or 503 and does nothing
 *   timeout          does nothing and never answers (the caller's own timeout ends the call)
 *   slow             does the work and answers after `ms`
 *   done-then-timeout
 *                    does the work (charges, refunds, sends) and never answers: the fault
 *                    that tests whether the caller learns the outcome some other way
 *   drop             (webhooks) never delivers the event
 *   duplicate        (webhooks) delivers it twice
 *   delay            (webhooks) delivers it after `ms`, so later events may overtake it
 *
 * A rule applies to the next `times` calls of its kind (every call without it), each with
 * probability `chance` (1 without it) drawn from a generator seeded by `seed`, so a run can be
 * replayed. The first rule of a kind that applies wins.
 */
export const callKinds = [
  'initialize',
  'verify',
  'refund',
  'transfer',
  'transfer-verify',
  'list',
  'webhook',
] as const;
export type CallKind = (typeof callKinds)[number];

const limits = {
  times: z.number().int().min(1).optional(),
  chance: z.number().gt(0).max(1).optional(),
};
const httpCall = z.enum(
  callKinds.filter((kind) => kind !== 'webhook') as [CallKind, ...CallKind[]],
);
const ms = z.number().int().min(0).max(120_000);

export const faultRule = z.union([
  z.object({
    call: httpCall,
    fault: z.literal('error'),
    status: z.union([z.literal(500), z.literal(502), z.literal(503)]),
    ...limits,
  }),
  z.object({
    call: httpCall,
    fault: z.enum(['timeout', 'done-then-timeout']),
    ...limits,
  }),
  z.object({ call: httpCall, fault: z.literal('slow'), ms, ...limits }),
  z.object({ call: z.literal('webhook'), fault: z.enum(['drop', 'duplicate']), ...limits }),
  z.object({ call: z.literal('webhook'), fault: z.literal('delay'), ms, ...limits }),
]);
export type FaultRule = z.infer<typeof faultRule>;

export const faultPlan = z.object({
  seed: z.number().int().optional(),
  rules: z.array(faultRule).max(100),
});
export type FaultPlan = z.infer<typeof faultPlan>;

/** Mulberry32: small, fast and the same on every machine for one seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type LiveRule = { rule: FaultRule; left: number };

export type FaultBook = {
  /** Replaces the plan (and reseeds); an empty plan means no faults. */
  set(plan: FaultPlan): void;
  /** The fault for this call, if a rule applies (and counts it as injected). */
  take(call: CallKind): FaultRule | undefined;
  /** The rules with the calls each has left, and what was injected so far by kind. */
  describe(): { rules: (FaultRule & { left: number | null })[]; injected: Record<string, number> };
};

export function createFaultBook(initial: FaultPlan = { rules: [] }): FaultBook {
  let rules: LiveRule[] = [];
  let random = seededRandom(0);
  const injected = new Map<string, number>();
  const book: FaultBook = {
    set(plan) {
      rules = plan.rules.map((rule) => ({ rule, left: rule.times ?? Infinity }));
      random = seededRandom(plan.seed ?? 0);
      injected.clear();
    },
    take(call) {
      for (const live of rules) {
        const { rule } = live;
        if (rule.call !== call || live.left <= 0) continue;
        if (rule.chance !== undefined && random() >= rule.chance) continue;
        live.left -= 1;
        const name = `${call} ${rule.fault}${'status' in rule ? ` ${rule.status}` : ''}`;
        injected.set(name, (injected.get(name) ?? 0) + 1);
        return rule;
      }
      return undefined;
    },
    describe() {
      return {
        rules: rules.map(({ rule, left }) => ({
          ...rule,
          left: Number.isFinite(left) ? left : null,
        })),
        injected: Object.fromEntries(injected),
      };
    },
  };
  book.set(initial);
  return book;
}

/** Which kind of call a request to the fake's keyed API is; undefined for its own controls. */
export function callKindOf(method: string, parts: readonly string[]): CallKind | undefined {
  const [first, second] = parts;
  if (first === '_fake') return undefined;
  if (method === 'POST' && first === 'transaction' && second === 'initialize') return 'initialize';
  if (method === 'GET' && first === 'transaction' && second === 'verify') return 'verify';
  if (method === 'POST' && first === 'refund') return 'refund';
  if (method === 'POST' && first === 'transfer') return 'transfer';
  if (method === 'GET' && first === 'transfer' && second === 'verify') return 'transfer-verify';
  return 'list';
}
