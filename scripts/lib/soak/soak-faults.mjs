// The soak's randomness (scripts/soak.mjs): one seed drives both the people's choices and
// the fake Paystack's faults, so a failing run replays exactly enough to debug.

/** Mulberry32, as the fake Paystack's own (functions/src/tools/fake-paystack/faults.ts). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every kind of fault the issue names, each on a small share of calls: enough to meet each
 * many times in a few minutes, few enough that most purchases still go through.
 */
export function soakFaultPlan(seed) {
  return {
    seed,
    rules: [
      { call: 'initialize', fault: 'error', status: 503, chance: 0.04 },
      { call: 'initialize', fault: 'done-then-timeout', chance: 0.02 },
      { call: 'initialize', fault: 'slow', ms: 300, chance: 0.05 },
      { call: 'verify', fault: 'error', status: 500, chance: 0.04 },
      { call: 'verify', fault: 'timeout', chance: 0.02 },
      { call: 'verify', fault: 'slow', ms: 500, chance: 0.05 },
      { call: 'refund', fault: 'error', status: 502, chance: 0.05 },
      { call: 'refund', fault: 'done-then-timeout', chance: 0.05 },
      { call: 'list', fault: 'error', status: 503, chance: 0.03 },
      { call: 'webhook', fault: 'drop', chance: 0.15 },
      { call: 'webhook', fault: 'duplicate', chance: 0.15 },
      { call: 'webhook', fault: 'delay', ms: 2_000, chance: 0.15 },
    ],
  };
}
