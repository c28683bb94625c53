// What the scripts that read a stack's store directly (reconcile, check-invariants, keys,
// banner-sizes) share: their command line, the functions' environment for the local stack or
// a real project, and functions/lib/tools.js.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paystackEnv } from './fake-paystack.mjs';
import {
  backendEnv,
  backends,
  defaultDataDirFor,
  fakePaystackPort,
  firestoreEmulatorHost,
  projectId as demoProjectId,
  repoRoot,
} from './local-stack.mjs';
import { run } from './run.mjs';

/**
 * A store script's command line: --backend (BACKEND's, or embedded) and `options`. A refusal
 * of parseArgs is printed with `usage`; an unknown backend (unless the script checks it
 * itself: `anyBackend`) or `check` saying no prints `usage` alone. Either ends the process
 * with status 2.
 */
export function storeScriptArgs(
  usage,
  { options = {}, allowPositionals = false, anyBackend = false, check = () => true } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: {
        backend: { type: 'string', default: process.env.BACKEND ?? 'embedded' },
        ...options,
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  const knownBackend = anyBackend || backends.includes(parsed.values.backend);
  if (!knownBackend || !check(parsed.values)) {
    console.error(usage);
    process.exit(2);
  }
  return parsed;
}

/** The functions' environment: production's project, or the local stack's store and fake. */
export function storeEnvironment({ backend, project }) {
  if (project) {
    return {
      BACKEND: 'firebase',
      GCLOUD_PROJECT: project,
      ...(process.env.PAYSTACK_SECRET_KEY
        ? { PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY }
        : {}),
      ...(process.env.PAYSTACK_BASE_URL
        ? { PAYSTACK_BASE_URL: process.env.PAYSTACK_BASE_URL }
        : {}),
      // The signing keys' wrapping keys (keys:migrate, keys:rotate), from Secret Manager.
      ...(process.env.TICKET_KEY_WRAPPING_KEYS
        ? { TICKET_KEY_WRAPPING_KEYS: process.env.TICKET_KEY_WRAPPING_KEYS }
        : {}),
    };
  }
  const dataDir = path.resolve(process.env.EMBEDDED_DATA_DIR ?? defaultDataDirFor(backend));
  if (backend === 'firebase') {
    process.env.FIRESTORE_EMULATOR_HOST ??= firestoreEmulatorHost;
  }
  const variables = backendEnv(backend, dataDir);
  if (variables.METADATA_SERVER_DETECTION) {
    process.env.METADATA_SERVER_DETECTION ??= variables.METADATA_SERVER_DETECTION;
  }
  return {
    ...variables,
    GCLOUD_PROJECT: demoProjectId,
    ...paystackEnv(Number(process.env.FAKE_PAYSTACK_PORT ?? fakePaystackPort)),
  };
}

/** functions/lib/tools.js, built first when it is missing or lacks `exportName`. */
export async function loadStoreTools(exportName) {
  const require = createRequire(import.meta.url);
  const file = path.join(repoRoot, 'functions', 'lib', 'tools.js');
  if (existsSync(file) && require(file)[exportName]) return require(file);
  await run('npm', ['run', 'build', '-w', 'functions']);
  delete require.cache[file];
  return require(file);
}
