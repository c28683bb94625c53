// `npm run migrate [-- --backend embedded|firebase] [--project <id>]`: brings the data made by
// earlier versions to what this one reads (today: every event, and every payout account, into
// its creator's personal organisation, made with them as its owner). Idempotent: a second run
// changes nothing. `npm run deploy` runs it against the project after deploying. On `npm
// start`'s stack it works on the local store (stop the stack first for the embedded backend's
// SQLite file).
import './lib/require-node-22.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage = 'Usage: npm run migrate -- [--backend embedded|firebase] [--project <id>]';
const { values } = storeScriptArgs(usage, { options: { project: { type: 'string' } } });

const tools = await loadStoreTools('migrateStore');
const where = values.project ? `project ${values.project}` : `the local ${values.backend} stack`;
try {
  const config = tools.readRuntimeConfig(
    storeEnvironment({ backend: values.backend, project: values.project }),
  );
  const report = await tools.migrateStore({ config });
  console.log(
    `Migrated ${where}: ${report.eventsMoved} event(s) and ${report.payoutAccountsMoved} payout account(s) moved into organisations.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
