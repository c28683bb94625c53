// The firebase.json a benchmark's own emulators run with (Auth always; Firestore with the
// project's rules and indexes on the firebase backend), on the benchmark's ports.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../local-stack.mjs';

export function writeBenchEmulatorConfig(configFile, backend, ports) {
  const host = '127.0.0.1';
  const config = {
    ...(backend === 'firebase'
      ? {
          firestore: {
            rules: path.join(repoRoot, 'firestore.rules'),
            indexes: path.join(repoRoot, 'firestore.indexes.json'),
          },
        }
      : {}),
    emulators: {
      auth: { host, port: ports.auth },
      firestore: { host, port: ports.firestore, websocketPort: ports.websocket },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}

/** `word` quoted for the shell line emulators:exec runs. */
export const shellQuote = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;
