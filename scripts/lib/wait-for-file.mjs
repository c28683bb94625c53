// `node scripts/lib/wait-for-file.mjs <file>`: returns once <file> exists. The Firestore test
// layer's lanes wait on it inside `firebase emulators:exec`, so that its emulators start early
// and its tests when scripts/test.mjs opens the gate (see runInEmulators' startGate).
import { existsSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/lib/wait-for-file.mjs <file>');
  process.exit(2);
}
while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 250));
