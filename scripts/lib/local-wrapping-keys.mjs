// The local stack's wrapping key for events' signing keys (TICKET_KEY_WRAPPING_KEYS; in
// production a secret): made once beside the data it seals, so the two live and go together,
// and never committed (emulator-data/ and .test-data/ are ignored by git).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a data directory keeps its wrapping keys: `KEY_ID:base64`, comma-separated. */
export function wrappingKeysFile(dataDir) {
  return path.join(dataDir, 'ticket-key-wrapping-keys');
}

/** The wrapping keys of the stack keeping its data in `dataDir`, made on first use. */
export function localWrappingKeys(dataDir) {
  const file = wrappingKeysFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes and both read what it wrote.
    writeFileSync(file, `local-1:${randomBytes(32).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
