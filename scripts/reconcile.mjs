// `npm run reconcile -- --from 2026-11-01 --to 2026-11-30 [--backend embedded|firebase] [--json]`
// Reconciles the ledger with Paystack's own records, per UTC day of the period (at most 31
// days), and prints a table of days and every difference by reference; exits 1 when there
// are differences. The same report as GET /api/admin/reconciliation.
//
// On `npm start`'s stack it opens the store directly (the embedded SQLite file under
// emulator-data/, or with --backend firebase the Firestore emulator) and asks the fake
// Paystack on port 5090 (FAKE_PAYSTACK_PORT): no sign-in needed, only the stack's data.
// The fake keeps its records in memory, so only periods since the stack last started agree.
//
// Against production, add --project (Firestore through Application Default Credentials, as
// for grant-admin, with read access to the project) and give Paystack's secret key:
//   PAYSTACK_SECRET_KEY=sk_live_... npm run reconcile -- --from ... --to ... --project my-project
// Or, without credentials for the database, ask the deployed API as an administrator:
//   curl -H "Authorization: Bearer $ID_TOKEN" "https://<site>/api/admin/reconciliation?from=...&to=..."
import './lib/require-node-22.mjs';
import { reportLines } from './lib/reconciliation-table.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage =
  'Usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD [--backend embedded|firebase] [--project <id>] [--json]';

const { values } = storeScriptArgs(usage, {
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    project: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  check: ({ from, to }) => Boolean(from && to),
});

const tools = await loadStoreTools('reconcileStore');
try {
  const config = tools.readRuntimeConfig(
    storeEnvironment({ backend: values.backend, project: values.project }),
  );
  const report = await tools.reconcileStore({ config, from: values.from, to: values.to });
  const where = values.project ? `project ${values.project}` : `the local ${values.backend} stack`;
  const heading = `(${where}, Paystack at ${config.paystack.baseUrl})`;
  const text = values.json
    ? [JSON.stringify(report, null, 2)]
    : [heading, '', ...reportLines(report)];
  console.log(text.join('\n'));
  process.exitCode = report.differences.length > 0 ? 1 : 0;
} catch (error) {
  // A bad period's message names its field, as the API's 400 does.
  console.error(error instanceof Error ? error.message : error);
  if (error?.name === 'PaymentGatewayError' && !values.project) {
    console.error('Is the local stack running (npm start)? The fake Paystack answers there.');
  }
  process.exitCode = 2;
}
