/**
 * A test's child process: a TypeScript fixture bundled into one script, then run in a Node
 * process of its own (which a fault may kill), with what it printed and how it ended.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `entry` (a path from functions/) bundled inside functions/, so that its packages
 * (firebase-admin...) resolve from there; returns the script's path, for the caller to delete.
 */
export async function bundleFixture(entry: string): Promise<string> {
  const outdir = path.join(functionsDir, 'node_modules', '.cache', 'test-fixtures');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, `${path.basename(entry, '.ts')}-${process.pid}.cjs`);
  await build({
    entryPoints: [path.join(functionsDir, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

export type ChildExit = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
};

export function runChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
