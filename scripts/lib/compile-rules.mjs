// The preflight's rules step: firestore.rules and storage.rules compiled by the Firestore
// emulator (its rules endpoint compiles any rules file and answers 400 with the compiler's
// message), inside `firebase emulators:exec` on ports of its own (TEST_PORT_OFFSET shifts them);
// then, with firestore.rules in force, a web client's read and write must be refused.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FirestoreEmulatorUnavailable, locateFirestoreEmulator } from './firestore-emulator.mjs';
import { firebaseBin, repoRoot } from './local-stack.mjs';

// firestore.rules last: it is the one in force for the client's read and write.
const rulesFiles = ['storage.rules', 'firestore.rules'];
const projectId = 'demo-preflight';

function capture(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The problems (none when both compile), each naming the file and the compiler's message. */
export async function compileRules(say) {
  let emulator;
  try {
    emulator = await locateFirestoreEmulator({ repoRoot });
  } catch (error) {
    if (!(error instanceof FirestoreEmulatorUnavailable)) throw error;
    return [`The rules cannot be compiled here: ${error.message}`];
  }
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const port = 18070 + offset;
  const dir = path.join(repoRoot, '.test-data');
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, `preflight-firebase-${offset}.json`);
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        firestore: { host: '127.0.0.1', port, websocketPort: 18075 + offset },
        hub: { host: '127.0.0.1', port: 14420 + offset },
        logging: { host: '127.0.0.1', port: 14430 + offset },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const client = path.join('scripts', 'lib', 'compile-rules-client.mjs');
  const command = `node ${client} 127.0.0.1:${port} ${projectId} ${rulesFiles.join(' ')}`;
  const { code, output } = await capture(
    firebaseBin,
    [
      'emulators:exec',
      '--config',
      configFile,
      '--only',
      'firestore',
      '--project',
      projectId,
      command,
    ],
    { ...process.env, ...emulator.env },
  );
  const line = output.split('\n').find((text) => text.startsWith('RULES-RESULT '));
  if (code !== 0 || line === undefined) {
    return [
      `The Firestore emulator did not compile the rules (exit ${code}):\n${output.slice(-2000)}`,
    ];
  }
  const { results, denials } = JSON.parse(line.slice('RULES-RESULT '.length));
  const problems = results
    .filter((result) => result.status !== 200)
    .map((result) => {
      let message = result.body;
      try {
        message = JSON.parse(result.body).error.message;
      } catch {
        // Not the emulator's JSON error: its body as it is.
      }
      return `${result.file} does not compile: ${message.replace(/\s+/g, ' ')}`;
    });
  say(
    `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${rulesFiles.join(' and ')} compile (Firestore emulator)`,
  );
  for (const problem of problems) say(`       ${problem}`);
  // Only meaningful once firestore.rules compiled: otherwise the emulator's default is in force.
  if (problems.length > 0) return problems;
  const allowed = denials
    .filter((denial) => denial.status !== 403)
    .map((denial) => `firestore.rules let ${denial.what} through (HTTP ${denial.status}, not 403)`);
  say(
    `${allowed.length === 0 ? 'ok  ' : 'FAIL'} firestore.rules refuse a web client's read and write`,
  );
  for (const problem of allowed) say(`       ${problem}`);
  return allowed;
}
