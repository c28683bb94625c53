import { z } from 'zod';

/**
 * What `firebase deploy` will make of each export: firebase-functions v2 puts the deploy
 * manifest of a function on its `__endpoint`. The settings the design depends on are compared
 * with a committed expectation (functions/deploy-expectations.json).
 */

/**
 * A number, a parameter's expression (a string, once serialised), or the default: null, unset,
 * or firebase-functions' RESET_VALUE (an object).
 */
const setting = z
  .unknown()
  .transform((value): number | string | null =>
    typeof value === 'number' || typeof value === 'string' ? value : null,
  );
type Setting = z.infer<typeof setting>;

const endpointShape = z.looseObject({
  region: z.array(z.string()).optional(),
  availableMemoryMb: setting.optional(),
  timeoutSeconds: setting.optional(),
  minInstances: setting.optional(),
  maxInstances: setting.optional(),
  concurrency: setting.optional(),
  secretEnvironmentVariables: z.array(z.object({ key: z.string() })).optional(),
  httpsTrigger: z.object({}).loose().optional(),
  scheduleTrigger: z
    .looseObject({ schedule: z.string(), timeZone: z.string().optional() })
    .optional(),
  eventTrigger: z
    .looseObject({
      eventType: z.string(),
      eventFilterPathPatterns: z.record(z.string(), z.string()).optional(),
      retry: z.boolean().optional(),
    })
    .optional(),
});

/** One function's settings as deployed; null is the platform's default. */
export type EndpointSettings = {
  trigger: string;
  region: string;
  memoryMb: Setting;
  timeoutSeconds: Setting;
  minInstances: Setting;
  maxInstances: Setting;
  concurrency: Setting;
};
export type EndpointSummary = EndpointSettings & { name: string; secrets: string[] };

function triggerOf(endpoint: z.infer<typeof endpointShape>): string {
  if (endpoint.httpsTrigger) return 'https';
  if (endpoint.scheduleTrigger) {
    const { schedule, timeZone } = endpoint.scheduleTrigger;
    return `schedule: ${schedule}${timeZone ? ` (${timeZone})` : ''}`;
  }
  if (endpoint.eventTrigger) {
    const { eventType, eventFilterPathPatterns, retry } = endpoint.eventTrigger;
    const on = Object.values(eventFilterPathPatterns ?? {}).join(', ');
    return `${eventType}${on ? ` ${on}` : ''}${retry ? ' (retried)' : ''}`;
  }
  return 'unknown';
}

/** The summary of one export, or undefined for an export that is not a function to deploy. */
export function summariseEndpoint(name: string, endpoint: unknown): EndpointSummary | undefined {
  if (endpoint === undefined) return undefined;
  const parsed = endpointShape.parse(endpoint);
  return {
    name,
    trigger: triggerOf(parsed),
    region: (parsed.region ?? ['us-central1']).join(','),
    memoryMb: parsed.availableMemoryMb ?? null,
    timeoutSeconds: parsed.timeoutSeconds ?? null,
    minInstances: parsed.minInstances ?? null,
    maxInstances: parsed.maxInstances ?? null,
    concurrency: parsed.concurrency ?? null,
    secrets: (parsed.secretEnvironmentVariables ?? []).map((secret) => secret.key),
  };
}

const expectedSetting = z.union([z.number(), z.string(), z.null()]);

/** The committed expectation: each function's settings, by name. */
export const expectationsShape = z.record(
  z.string(),
  z.object({
    trigger: z.string(),
    region: z.string(),
    memoryMb: expectedSetting,
    timeoutSeconds: expectedSetting,
    minInstances: expectedSetting,
    maxInstances: expectedSetting,
    concurrency: expectedSetting,
  }),
);
export type Expectations = z.infer<typeof expectationsShape>;

/**
 * The allocator is the one writer of stock: a second instance would decide the same requests
 * twice at once. Whatever the expectation file says, it runs one instance, one event at a time.
 */
const singleInstance = ['allocator'];

const settingNames = [
  'trigger',
  'region',
  'memoryMb',
  'timeoutSeconds',
  'minInstances',
  'maxInstances',
  'concurrency',
] as const satisfies readonly (keyof EndpointSettings)[];

/** Each difference between the functions and the expectation, naming function and setting. */
export function endpointProblems(
  summaries: readonly EndpointSummary[],
  expectations: Expectations,
): string[] {
  const problems: string[] = [];
  const byName = new Map(summaries.map((summary) => [summary.name, summary]));
  for (const name of singleInstance) {
    const summary = byName.get(name);
    if (summary === undefined) {
      problems.push(`${name}: not exported by lib/index.js`);
      continue;
    }
    if (summary.maxInstances !== 1) {
      problems.push(`${name}: maxInstances is ${summary.maxInstances ?? 'unset'}, must be 1`);
    }
    if (summary.concurrency !== 1) {
      problems.push(`${name}: concurrency is ${summary.concurrency ?? 'unset'}, must be 1`);
    }
  }
  for (const summary of summaries) {
    const expected = expectations[summary.name];
    if (expected === undefined) {
      problems.push(`${summary.name}: not in deploy-expectations.json (add it once it is right)`);
      continue;
    }
    for (const setting of settingNames) {
      if (summary[setting] !== expected[setting]) {
        problems.push(
          `${summary.name}: ${setting} is ${String(summary[setting])}, expected ${String(expected[setting])}`,
        );
      }
    }
  }
  for (const name of Object.keys(expectations)) {
    if (!byName.has(name)) problems.push(`${name}: expected but not exported by lib/index.js`);
  }
  return problems;
}

/** The table the preflight and the deploy print. */
export function describeEndpoints(summaries: readonly EndpointSummary[]): string[] {
  const shown = (value: Setting, unit = '') => (value === null ? 'default' : `${value}${unit}`);
  return summaries.map(
    (s) =>
      `${s.name}: ${s.trigger}; ${s.region}; memory ${shown(s.memoryMb, ' MB')}; ` +
      `timeout ${shown(s.timeoutSeconds, ' s')}; instances ${shown(s.minInstances)}..${shown(s.maxInstances)}; ` +
      `concurrency ${shown(s.concurrency)}` +
      (s.secrets.length > 0 ? `; secrets ${s.secrets.join(', ')}` : ''),
  );
}
