// The web scanner's own core modules (web/src/features/check-in/core), bundled by esbuild
// for Node 22, whose WebCrypto has Ed25519 as Chromium's does: the benchmark measures the
// very code the door runs.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from '../local-stack.mjs';

export async function loadScannerCore() {
  const coreDir = path.join(repoRoot, 'web', 'src', 'features', 'check-in', 'core');
  const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), 'scanner-core-')), 'core.mjs');
  await build({
    stdin: {
      contents: [
        "export * from './decide-scan';",
        "export * from './ticket-index';",
        "export * from './ticket-signature';",
        "export * from './lookup-key';",
        "export * from './sync-scans';",
        "export * from './test-tickets';",
      ].join('\n'),
      resolveDir: coreDir,
      loader: 'ts',
    },
    alias: { '@contract': path.join(repoRoot, 'functions', 'src', 'contract') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
