// Small helpers to run commands with inherited output and a readable failure.
import { spawn } from 'node:child_process';
import { repoRoot } from './local-stack.mjs';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * `vitest run` of `projects` on both cores (Vitest leaves a core to itself by default: one
 * worker on this two-core machine), `extra` arguments after them.
 */
export function runVitest(projects, extra = [], options = {}) {
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return run('npx', ['vitest', 'run', '--maxWorkers=2', ...projectArgs, ...extra], options);
}
