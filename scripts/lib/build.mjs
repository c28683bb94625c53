// Builds the functions bundle always (esbuild, about a second) and the web app only when
// its sources changed since the last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './local-stack.mjs';
import { run } from './run.mjs';

function newestModification(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsStale() {
  const builtIndex = path.join(repoRoot, 'web', 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['web', 'functions/src/contract'].map((dir) => path.join(repoRoot, dir));
  return Math.max(...sources.map(newestModification)) > statSync(builtIndex).mtimeMs;
}

export async function buildStack({ force = false } = {}) {
  await run('npm', ['run', 'build', '-w', 'functions']);
  if (force || webBuildIsStale()) await run('npm', ['run', 'build', '-w', 'web']);
  else console.log('web/dist is up to date.');
}
