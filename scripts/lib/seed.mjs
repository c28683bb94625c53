// Seeds the local stack once per data directory; a marker file records that it ran.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  authEmulatorHost,
  backendEnv,
  firestoreEmulatorHost,
  projectId,
  repoRoot,
} from './local-stack.mjs';

const require = createRequire(import.meta.url);

export async function seedIfFirstRun(dataDir, backend = 'embedded') {
  const marker = path.join(dataDir, 'seeded.json');
  if (existsSync(marker)) return { seeded: false };
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authEmulatorHost;
  if (backend === 'firebase') process.env.FIRESTORE_EMULATOR_HOST ??= firestoreEmulatorHost;
  const variables = backendEnv(backend, dataDir);
  if (variables.METADATA_SERVER_DETECTION) {
    process.env.METADATA_SERVER_DETECTION ??= variables.METADATA_SERVER_DETECTION;
  }
  const tools = require(path.join(repoRoot, 'functions', 'lib', 'tools.js'));
  const services = tools.createServices(
    tools.readRuntimeConfig({ ...variables, GCLOUD_PROJECT: projectId }),
  );
  const { eventId } = await tools.seedDemoData(services);
  // Embedded: the change consumer in this process; firebase: the emulator fires the trigger.
  await tools.whenTriggersSettle();
  await services.docs.close();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(marker, JSON.stringify({ seededAt: new Date().toISOString(), eventId }, null, 2));
  return { seeded: true, eventId, accounts: tools.demoAccounts };
}

export function demoAccounts() {
  return require(path.join(repoRoot, 'functions', 'lib', 'tools.js')).demoAccounts;
}
