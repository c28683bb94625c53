import { describe, expect, it } from 'vitest';
import { calibrate, parseBenchCheckout } from './drop-model-calibration.mjs';
import { asciiChart, svgChart } from './drop-model-chart.mjs';
import {
  choosePartitions,
  defaultDrop,
  firestoreLimits,
  partitionRate,
  planDrop,
  prewarmMinutesFor,
  rampOpsPerSecond,
  rampStepsFor,
  simulateDrop,
} from './drop-model.mjs';

const drop = (overrides = {}) => ({ ...defaultDrop, ...overrides });

describe('the 500/50/5 ramp', () => {
  it('allows 500 ops/s for the first 5 minutes, then 50% more every 5 minutes', () => {
    expect(rampOpsPerSecond(0)).toBe(500);
    expect(rampOpsPerSecond(299)).toBe(500);
    expect(rampOpsPerSecond(300)).toBe(750);
    expect(rampOpsPerSecond(600)).toBe(1125);
    expect(rampOpsPerSecond(20 * 60)).toBeCloseTo(500 * 1.5 ** 4);
  });

  it('counts the whole steps needed to reach a rate', () => {
    expect(rampStepsFor(400)).toBe(0);
    expect(rampStepsFor(500)).toBe(0);
    expect(rampStepsFor(501)).toBe(1);
    expect(rampStepsFor(750)).toBe(1);
    expect(rampStepsFor(2_700)).toBe(5);
    for (const ops of [600, 2_000, 10_000, 123_456]) {
      const steps = rampStepsFor(ops);
      expect(rampOpsPerSecond(steps * 300)).toBeGreaterThanOrEqual(ops);
      expect(rampOpsPerSecond((steps - 1) * 300)).toBeLessThan(ops);
    }
  });
});

describe('one partition', () => {
  it('grants a batch per write of its stock document: 150 holds/s at 1 write/s', () => {
    const partition = partitionRate(drop());
    expect(partition.holdsPerSecond).toBe(150);
    expect(partition.decidedBy).toBe('stockDocument');
  });

  it("keeps a batch within one transaction's 500 writes", () => {
    const partition = partitionRate(drop({ batchSize: 1_000 }));
    expect(partition.batch).toBe(249);
    expect(1 + partition.batch * defaultDrop.transactionWritesPerHold).toBeLessThanOrEqual(500);
  });

  it('is held to its index shard, and to one commit at a time', () => {
    const fastDocument = { ...firestoreLimits, documentWritesPerSecond: 10 };
    expect(partitionRate(drop({ limits: fastDocument })).decidedBy).toBe('indexHotspot');
    expect(partitionRate(drop({ limits: fastDocument })).holdsPerSecond).toBe(250);
    const slowCommit = partitionRate(drop({ commitMs: 2_000 }));
    expect(slowCommit.decidedBy).toBe('commitLatency');
    expect(slowCommit.holdsPerSecond).toBe(75);
  });
});

describe('choosing P', () => {
  it('takes enough partitions for the target and no more', () => {
    const choice = choosePartitions(drop());
    expect(choice.plannedHoldsPerSecond).toBeCloseTo(50_000 / 60);
    expect(choice.partitions).toBe(6);
    expect(choice.partitions * 150).toBeGreaterThanOrEqual(choice.plannedHoldsPerSecond);
    expect((choice.partitions - 1) * 150).toBeLessThan(choice.plannedHoldsPerSecond);
  });

  it('plans for no more than the buyers who arrive', () => {
    expect(choosePartitions(drop({ buyersPerSecond: 100 })).partitions).toBe(1);
  });

  it('leaves each slice at least 20 batches of stock', () => {
    const choice = choosePartitions(drop({ tickets: 9_000, targetSeconds: 1 }));
    expect(choice.needed).toBe(14); // 2,000 buyers/s, not the 9,000/s the target asks
    expect(choice.largest).toBe(3);
    expect(choice.partitions).toBe(3);
    expect(9_000 / choice.partitions).toBeGreaterThanOrEqual(20 * 150);
  });
});

describe('the sale', () => {
  const scenarios = [
    drop(),
    drop({ opsPerHold: 5 }),
    drop({ buyersPerSecond: 300 }),
    drop({ tickets: 1_000, buyersPerSecond: 20 }),
    drop({ tickets: 200_000, buyersPerSecond: 10_000, prewarmSeconds: 3_600 }),
  ];

  it('never sells out sooner than the buyers arrive (N / R)', () => {
    for (const scenario of scenarios) {
      const { sellOutSeconds } = simulateDrop(scenario);
      expect(sellOutSeconds).toBeGreaterThanOrEqual(scenario.tickets / scenario.buyersPerSecond);
    }
  });

  it('sells out no later with more buyers, more partitions, more warm-up or fewer ops', () => {
    const base = drop();
    const seconds = (changed, partitions) => simulateDrop(drop(changed), partitions).sellOutSeconds;
    const baseline = seconds({}, 6);
    expect(seconds({ buyersPerSecond: 4_000 }, 6)).toBeLessThanOrEqual(baseline);
    expect(seconds({}, 8)).toBeLessThanOrEqual(baseline);
    expect(seconds({ prewarmSeconds: 600 }, 6)).toBeLessThanOrEqual(baseline);
    expect(seconds({ opsPerHold: 2 }, 6)).toBeLessThanOrEqual(baseline);
    expect(seconds({ tickets: 60_000 }, 6)).toBeGreaterThanOrEqual(baseline);
    let previous = Infinity;
    for (let prewarmSeconds = 0; prewarmSeconds <= 3_600; prewarmSeconds += 150) {
      const next = simulateDrop({ ...base, prewarmSeconds }, 6).sellOutSeconds;
      expect(next).toBeLessThanOrEqual(previous);
      previous = next;
    }
  });

  it('admits cold at what the ramp allows: 500 ops/s is 166 buyers/s at 3 ops each', () => {
    const cold = simulateDrop(drop(), 6);
    expect(cold.segments[0].rate).toBeCloseTo(500 / 3);
    // 50,000 holds at 166.7/s: exactly the first 5-minute step, plus the last commit.
    expect(cold.sellOutSeconds).toBeCloseTo(301);
  });

  it('sells 50,000 in a minute with 6 partitions after 25 minutes of pre-warming', () => {
    const plan = planDrop(drop());
    expect(plan.meetsTargetCold).toBe(false);
    expect(plan.prewarmMinutes).toBe(25);
    expect(plan.planned.sellOutSeconds).toBeLessThanOrEqual(60);
    expect(plan.obstacles).toEqual([]);
  });

  it('says so when no warm-up can meet the target', () => {
    const plan = planDrop(drop({ tickets: 10_000, buyersPerSecond: 100 }));
    expect(plan.meetsTarget).toBe(false);
    expect(prewarmMinutesFor(plan.drop, plan.choice.partitions)).toBeUndefined();
    expect(plan.obstacles.join()).toMatch(/buyers/);
  });
});

describe('charts', () => {
  it('draws the sale in ASCII and SVG', () => {
    const simulation = simulateDrop(drop({ opsPerHold: 5 }), 6);
    const ascii = asciiChart(simulation, { width: 40, rows: 6 });
    expect(ascii).toContain('tickets sold');
    expect(ascii).toContain('50,000');
    const svg = svgChart([{ label: 'cold <collections>', simulation }]);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('cold &lt;collections&gt;');
  });
});

describe('calibration against bench:checkout', () => {
  const output = `
answered/s                    103       (target >= 200: MISSED by 97/s)
purchase phase 5.85 s (p99 900.0 ms, max 950.0 ms); setup 2.00 s; wall time of the whole command 20.0 s
the last hold was answered at 5.55 s (54 holds/s); the 300 answers after it took 0.30 s (1000/s)
store: 320 requests queued, 300 granted, 20 refused by the allocator, 0 pending (the other 280 refused at the precheck); 300 tickets held, stock taken 300
  allocator: allocatePurchases pass                             40 calls  p50 130.0 ms  p95 300.0 ms  total 5.00 s
  allocator: one batch                                          32 calls  p50 110.0 ms  p95 250.0 ms  total 4.00 s
`;

  it('reads the figures and predicts one partition at batch / time per batch', () => {
    const bench = parseBenchCheckout(output);
    expect(bench.measuredHoldsPerSecond).toBe(54);
    expect(bench.batches.calls).toBe(32);
    const result = calibrate(bench);
    expect(result.batchSize).toBe(10);
    expect(result.commitMs).toBeCloseTo(156.25);
    expect(result.predictedHoldsPerSecond).toBeCloseTo(64);
    expect(result.agrees).toBe(true);
    expect(result.allocatorBusy).toBeCloseTo(5 / 5.85);
  });

  it('refuses output without the allocator lines', () => {
    expect(() => parseBenchCheckout('answered/s 103')).toThrow(/holds/);
  });
});
