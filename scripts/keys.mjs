// Events' ticket signing keys at rest (functions/src/app/tickets/key-envelope.ts):
//   npm run keys:migrate [-- --backend embedded|firebase] [--project <id>]
//     seals every private key still stored in plain form (from before keys were sealed);
//   npm run keys:rotate [-- --backend embedded|firebase] [--project <id>]
//     seals every key again with the current (first) wrapping key, after a new one was added;
//   node scripts/keys.mjs new-key <id>
//     prints a new wrapping key as TICKET_KEY_WRAPPING_KEYS writes it, `<id>:<base64>`.
// Both passes do the same (each key not yet sealed with the current key is sealed with it, in
// a transaction of its own), so either is safe to run again: a second run changes nothing.
//
// On `npm start`'s stack the keys are in emulator-data/ticket-key-wrapping-keys (or
// emulator-data/firebase/... with --backend firebase). Against production, add --project
// (Firestore through Application Default Credentials) and give the secret's value:
//   TICKET_KEY_WRAPPING_KEYS="$(gcloud secrets versions access latest --secret TICKET_KEY_WRAPPING_KEYS --project my-project)" \
//     npm run keys:migrate -- --project my-project
import './lib/require-node-22.mjs';
import { backends } from './lib/local-stack.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage = [
  'Usage: npm run keys:migrate|keys:rotate -- [--backend embedded|firebase] [--project <id>]',
  '       node scripts/keys.mjs new-key <id>',
].join('\n');

const { values, positionals } = storeScriptArgs(usage, {
  options: { project: { type: 'string' } },
  allowPositionals: true,
  // A new wrapping key needs no store: the backend is checked for migrate and rotate only.
  anyBackend: true,
});
const [command, keyId] = positionals;

if (command === 'new-key' && keyId) {
  const tools = await loadStoreTools('newWrappingKeyEntry');
  console.log(tools.newWrappingKeyEntry(keyId));
} else if ((command === 'migrate' || command === 'rotate') && backends.includes(values.backend)) {
  const tools = await loadStoreTools('resealStoreKeys');
  const where = values.project ? `project ${values.project}` : `the local ${values.backend} stack`;
  try {
    const config = tools.readRuntimeConfig(
      storeEnvironment({ backend: values.backend, project: values.project }),
    );
    const report = await tools.resealStoreKeys({ config });
    console.log(
      [
        `Event signing keys in ${where}, sealed with wrapping key "${report.currentKeyId}":`,
        `  ${report.examined} read`,
        `  ${report.sealed} sealed from plain form`,
        `  ${report.resealed} sealed again from a previous wrapping key`,
        `  ${report.unchanged} already sealed with it`,
      ].join('\n'),
    );
  } catch (error) {
    // A wrapping key missing or not the one a key was sealed with: the message says which.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} else {
  console.error(usage);
  process.exit(2);
}
