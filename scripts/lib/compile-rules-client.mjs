// Run inside `firebase emulators:exec --only firestore` by compile-rules.mjs: hands each rules
// file to the Firestore emulator, which compiles it, then, with firestore.rules (the last one)
// in force, reads and writes as a web client would, without the Admin SDK. Prints the results
// as JSON.
import { readFileSync } from 'node:fs';

const [host, projectId, ...files] = process.argv.slice(2);
const results = [];
for (const file of files) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      rules: { files: [{ name: file, content: readFileSync(file, 'utf8') }] },
    }),
  });
  results.push({ file, status: response.status, body: await response.text() });
}

// The web client never touches Firestore (every read and write goes through the functions):
// a client's read and write must both be refused.
const documents = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
const probes = [
  { what: 'a web client reading events/any', request: () => fetch(`${documents}/events/any`) },
  {
    what: 'a web client writing orders/any',
    request: () =>
      fetch(`${documents}/orders?documentId=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { status: { stringValue: 'paid' } } }),
      }),
  },
];
const denials = [];
for (const probe of probes) {
  const response = await probe.request();
  denials.push({ what: probe.what, status: response.status });
}
console.log(`RULES-RESULT ${JSON.stringify({ results, denials })}`);
