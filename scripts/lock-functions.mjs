// `npm run lock:functions`: writes functions/package-lock.json, functions/'s own lockfile (Cloud
// Build installs functions/ alone, from it), with the versions the workspace's lockfile resolves:
// npm starts from the workspace's packages and keeps those functions/package.json needs.
// Run it after changing functions' dependencies (lockfile-drift.test.ts fails until then).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import './lib/require-node-22.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const workspaceLock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));
const functionsPackage = JSON.parse(
  readFileSync(path.join(repo, 'functions', 'package.json'), 'utf8'),
);

const seeded = { '': { name: 'functions' } };
for (const key of ['dependencies', 'devDependencies', 'engines']) {
  if (functionsPackage[key]) seeded[''][key] = functionsPackage[key];
}
for (const [location, entry] of Object.entries(workspaceLock.packages)) {
  // The workspace's own packages (links) are not functions' dependencies.
  if (location.startsWith('node_modules/') && !entry.link) seeded[location] = entry;
}
// Packages only functions/ resolves (nested under the workspace's functions/) win.
for (const [location, entry] of Object.entries(workspaceLock.packages)) {
  if (location.startsWith('functions/node_modules/')) {
    seeded[location.slice('functions/'.length)] = entry;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'functions-lock-'));
try {
  copyFileSync(path.join(repo, 'functions', 'package.json'), path.join(dir, 'package.json'));
  writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'functions', lockfileVersion: 3, requires: true, packages: seeded }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--package-lock-only',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--loglevel=error',
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  copyFileSync(
    path.join(dir, 'package-lock.json'),
    path.join(repo, 'functions', 'package-lock.json'),
  );
  console.log('Wrote functions/package-lock.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
