// Run inside `firebase emulators:exec --only firestore` by compile-rules.mjs: hands each rules
// file to the Firestore emulator, which compiles it, and prints what it said as JSON.
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
console.log(`RULES-RESULT ${JSON.stringify(results)}`);
