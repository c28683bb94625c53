// `npm run backup [-- --backend embedded|firebase] [--to <folder>]`: a consistent copy of the
// local stack's data, taken while it runs, into backups/<UTC time>/ (git-ignored) or --to:
// the embedded store (SQLite's VACUUM INTO), its images, its mail outbox and the wrapping key
// of its signing keys; or with --backend firebase, an export of the Firestore emulator (the
// files firebase-tools writes) and the local images. A manifest says what it is and counts the
// documents per collection. `npm run restore -- <folder>` puts it back.
//
// `npm run backup -- --project <id> [--bucket <name>]` starts a managed Firestore export of a
// real project instead, as the daily `firestoreBackup` does, into --bucket or BACKUP_BUCKET
// (from the environment, functions/.env or functions/.env.<id>), with Application Default
// Credentials (`gcloud auth application-default login`). See docs/operations.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { parseDotenv } from './lib/deploy-plan.mjs';
import { repoRoot } from './lib/local-stack.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage =
  'Usage: npm run backup -- [--backend embedded|firebase] [--to <folder>]\n' +
  '       npm run backup -- --project <id> [--bucket <name>]';
const { values } = storeScriptArgs(usage, {
  options: {
    to: { type: 'string' },
    project: { type: 'string' },
    bucket: { type: 'string' },
  },
});

/** BACKUP_BUCKET as a deploy reads it: the environment, then functions/.env.<project>, .env. */
function backupBucket(project) {
  if (values.bucket) return values.bucket;
  if (process.env.BACKUP_BUCKET) return process.env.BACKUP_BUCKET;
  const files = ['.env', `.env.${project}`].map((name) => path.join(repoRoot, 'functions', name));
  const env = Object.assign(
    {},
    ...files.filter(existsSync).map((file) => parseDotenv(readFileSync(file, 'utf8'))),
  );
  return env.BACKUP_BUCKET;
}

const tools = await loadStoreTools('backupStack');
try {
  if (values.project) {
    const started = await tools.startManagedBackup({
      projectId: values.project,
      bucket: backupBucket(values.project),
    });
    console.log(`Started a Firestore export of ${values.project} to ${started.outputUriPrefix}`);
    console.log(`Operation: ${started.operation}`);
    console.log(`Follow it: gcloud firestore operations list --project ${values.project}`);
  } else {
    const config = tools.readRuntimeConfig(storeEnvironment({ backend: values.backend }));
    const when = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
    const to = path.resolve(values.to ?? path.join(repoRoot, 'backups', `${when}Z`));
    const { folder, manifest } = await tools.backupStack({ config, to });
    const total = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up the local ${values.backend} stack (project ${manifest.projectId}) to ${path.relative(process.cwd(), folder) || folder}: ${total} documents.`,
    );
    for (const [collection, n] of Object.entries(manifest.counts)) {
      console.log(`  ${String(n).padStart(7)}  ${collection}`);
    }
    console.log(
      `Restore it with: npm run restore -- ${path.relative(process.cwd(), folder) || folder}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // At once: Google's client leaves a rejection of its own behind when it cannot sign in,
  // which would print the same error again as a crash.
  process.exit(1);
}
