// `npm run deploy -- --project <id> [--dry-run]`: builds the web app for production, runs the
// preflight (npm run deploy:check: builds and checks the functions, compiles the rules), prints
// what it will deploy, then deploys functions, hosting, Firestore rules and indexes and Storage
// rules in one `firebase deploy`, then migrates the data (npm run migrate). --dry-run stops
// before deploying.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { deployCheck } from './deploy-check.mjs';
import { deploy, DeployUsageError, parseDotenv } from './lib/deploy-plan.mjs';
import { firebaseBin } from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));

function readFunctionsEnv(project) {
  const files = ['.env', `.env.${project}`].map((name) => path.join(repo, 'functions', name));
  return Object.assign(
    {},
    ...files
      .filter((file) => existsSync(file))
      .map((file) => parseDotenv(readFileSync(file, 'utf8'))),
  );
}

const steps = {
  say: console.log,
  readFunctionsEnv,
  buildWeb: () => run('npm', ['run', 'build:production', '-w', 'web']),
  preflight: async () => {
    const { problems, endpoints } = await deployCheck();
    const { describeEndpoints } = require(path.join(repo, 'functions', 'lib', 'deploy-check.js'));
    return { problems, functionLines: describeEndpoints(endpoints) };
  },
  describeTargets: () => {
    const firebaseJson = readJson('firebase.json');
    const hostingDir = path.join(repo, firebaseJson.hosting.public);
    const hostingFiles = readdirSync(hostingDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
    return { firebaseJson, indexes: readJson(firebaseJson.firestore.indexes), hostingFiles };
  },
  firebaseDeploy: (args) => run(firebaseBin, args),
  migrate: (project) => run('npm', ['run', 'migrate', '--', '--project', project]),
};

try {
  await deploy(process.argv.slice(2), steps);
} catch (error) {
  if (!(error instanceof DeployUsageError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
