// `npm run restore -- <folder> [--backend embedded|firebase]`: puts a backup made by
// `npm run backup` back into the local stack. The embedded store is restored only while the
// stack is stopped (its functions keep the store open); what it replaces is moved aside into
// emulator-data/replaced-by-restore-<time>/, never deleted. A Firestore emulator backup is
// imported into the running `npm start -- --backend firebase` stack's emulator, which is
// emptied first. Refused, changing nothing: a folder that is not a backup, another project's
// or backend's backup. Afterwards: npm run check:invariants, npm run reconcile.
import path from 'node:path';
import './lib/require-node-22.mjs';
import { fakePaystackPort, ports } from './lib/local-stack.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage = 'Usage: npm run restore -- <backup folder> [--backend embedded|firebase]';
const { values, positionals } = storeScriptArgs(usage, {
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const from = path.resolve(positionals[0]);

const tools = await loadStoreTools('restoreStack');
try {
  const config = tools.readRuntimeConfig(storeEnvironment({ backend: values.backend }));
  const { manifest, counts, replacedTo } = await tools.restoreStack({
    config,
    from,
    // Everything `npm start` (or npm run dev) listens on: while any answers, it runs.
    stackPorts: {
      Hosting: ports.hosting,
      Functions: ports.functions,
      Auth: ports.auth,
      'fake Paystack': Number(process.env.FAKE_PAYSTACK_PORT ?? fakePaystackPort),
    },
  });
  const same = JSON.stringify(counts) === JSON.stringify(manifest.counts);
  console.log(
    `Restored the backup of ${manifest.createdAt} into the local ${values.backend} stack: ${Object.values(counts).reduce((sum, n) => sum + n, 0)} documents, ${same ? 'as its manifest counts' : 'NOT as its manifest counts'}.`,
  );
  if (replacedTo) console.log(`What it replaced is in ${replacedTo}.`);
  process.exitCode = same ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error?.name === 'BackupRefused' ? 2 : 1;
}
