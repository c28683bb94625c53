// The launcher jar firebase-tools runs as its Firestore emulator (FIRESTORE_EMULATOR_BINARY_PATH):
// a manifest only, naming the Cloud SDK emulator's main class and putting its jar on the class
// path (see firestore-emulator.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AdmZip from 'adm-zip';

// The Cloud SDK jar has no Main-Class; this is the class its cloud_firestore_emulator script runs.
const CLOUD_SDK_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

// firebase-tools runs FIRESTORE_EMULATOR_BINARY_PATH with `java -jar` and chmods it, so it gets a
// jar of our own whose manifest names the main class and puts the Cloud SDK jar on the class path.
export function writeLauncher(repoRoot, sdkJar) {
  const launcher = path.join(
    repoRoot,
    'node_modules',
    '.cache',
    'firestore-emulator',
    'launcher.jar',
  );
  const manifest = manifestText({
    'Manifest-Version': '1.0',
    'Main-Class': CLOUD_SDK_MAIN_CLASS,
    // Class-Path holds space-separated URLs; a file: URL percent-encodes spaces and non-ASCII.
    'Class-Path': pathToFileURL(sdkJar).href,
  });
  if (readManifest(launcher) === manifest) return launcher; // unchanged: keep the file as it is

  fs.mkdirSync(path.dirname(launcher), { recursive: true });
  const zip = new AdmZip();
  zip.addFile('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8'));
  // Write then rename, so a concurrent run never sees half a jar.
  const partial = `${launcher}.${process.pid}.tmp`;
  zip.writeZip(partial);
  fs.renameSync(partial, launcher);
  return launcher;
}

function readManifest(jar) {
  try {
    return new AdmZip(jar).readAsText('META-INF/MANIFEST.MF');
  } catch {
    return null;
  }
}

// JAR manifest format: no line longer than 72 bytes; a longer header continues on lines that
// start with one space. The main section ends with an empty line.
function manifestText(headers) {
  const lines = Object.entries(headers).map(([name, value]) =>
    wrapManifestLine(`${name}: ${value}`),
  );
  return `${lines.join('')}\n`;
}

function wrapManifestLine(line) {
  const bytes = Buffer.from(line, 'utf8');
  const pieces = [];
  let start = 0;
  while (start < bytes.length) {
    // The first line holds 72 bytes; continuations 71 after their leading space.
    let end = Math.min(start + (start === 0 ? 72 : 71), bytes.length);
    // Never split a multi-byte UTF-8 character (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end -= 1;
    pieces.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return `${pieces.join('\n ')}\n`;
}
