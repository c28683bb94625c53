// The test run's own copy of the local stack: other ports, its own data directory and its
// own web build, so `npm test` never collides with (or clobbers) a running `npm start`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './local-stack.mjs';

export const testPorts = {
  auth: 19099,
  functions: 15001,
  hosting: 15000,
  hub: 14400,
  logging: 14500,
  eventarc: 19299,
  tasks: 19499,
  firestore: 18080,
  storage: 19199,
};

export const testConfigFile = path.join(repoRoot, 'firebase.test.json');
export const testWebDir = 'web/dist-test';

/** Writes firebase.test.json: firebase.json with the test ports and the test web build. */
export function writeTestFirebaseConfig() {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  for (const [name, port] of Object.entries(testPorts)) {
    config.emulators[name] = { ...config.emulators[name], host: '127.0.0.1', port };
  }
  config.hosting.public = testWebDir;
  writeFileSync(testConfigFile, JSON.stringify(config, null, 2));
  return testConfigFile;
}

export function newTestDataDir() {
  const dir = path.join(repoRoot, '.test-data', `run-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const testUrls = {
  hosting: `http://127.0.0.1:${testPorts.hosting}`,
  authEmulatorHost: `127.0.0.1:${testPorts.auth}`,
};
