// Small helpers to run commands with inherited output and a readable failure.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { repoRoot } from './local-stack.mjs';

/**
 * Runs `command` to its end; its output goes to ours, or with `logFile` to that file (for
 * steps that run side by side and would otherwise interleave their lines).
 */
export function run(command, args, { logFile, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const output = logFile ? openSync(logFile, 'a') : undefined;
    const stdio = output === undefined ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { cwd: repoRoot, stdio, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (output !== undefined) closeSync(output);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
