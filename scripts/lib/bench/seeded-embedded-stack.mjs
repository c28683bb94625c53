// The functions' compiled tools (functions/lib/tools.js) on a fresh embedded store in a
// temporary folder, with the demo data seeded and its triggers settled: what a benchmark
// serves on a plain Node server. The caller removes `dataDir` when it is done.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../local-stack.mjs';
import { localWrappingKeys } from '../local-wrapping-keys.mjs';

/**
 * The tools and their services on an empty embedded store in a new `bench-<name>-` folder:
 * `variables` add to its runtime configuration, `overrides` replace services (createServices).
 */
export function embeddedBenchServices(name, { variables = {}, overrides } = {}) {
  const toolsFile = path.join(repoRoot, 'functions', 'lib', 'tools.js');
  const tools = createRequire(toolsFile)(toolsFile);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const services = tools.createServices(
    tools.readRuntimeConfig({
      BACKEND: 'embedded',
      EMBEDDED_DATA_DIR: dataDir,
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-bench',
      TICKET_KEY_WRAPPING_KEYS: localWrappingKeys(dataDir),
      ...variables,
    }),
    overrides,
  );
  return { tools, services, dataDir };
}

/** embeddedBenchServices with the demo event seeded and its triggers settled. */
export async function seededEmbeddedStack(name, options) {
  const { tools, services, dataDir } = embeddedBenchServices(name, options);
  const { eventId } = await tools.seedDemoData(services);
  await tools.whenTriggersSettle();
  return { tools, services, eventId, dataDir };
}
