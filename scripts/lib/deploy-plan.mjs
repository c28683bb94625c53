// What `npm run deploy` does, as pure steps the tests drive: its arguments, the production
// configuration it requires, the plan it prints, and the one `firebase deploy` it runs.

export const deployTargets = 'functions,hosting,firestore,storage';

export class DeployUsageError extends Error {}

/** `--project <id>` (required) and `--dry-run` (stop before `firebase deploy`). */
export function parseDeployArgs(argv) {
  let project;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--project') project = argv[++i];
    else if (arg.startsWith('--project=')) project = arg.slice('--project='.length);
    else throw new DeployUsageError(`Unknown argument ${arg}`);
  }
  if (!project || !/^[a-z][a-z0-9-]{4,29}$/.test(project)) {
    throw new DeployUsageError(
      'Name the Firebase project: npm run deploy -- --project <id> [--dry-run] (a project id: lowercase letters, digits and hyphens)',
    );
  }
  return { project, dryRun };
}

/** Variables of a dotenv file (KEY=value lines; quotes dropped). */
export function parseDotenv(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * The functions' production configuration, from functions/.env then functions/.env.<project>
 * (as `firebase deploy` reads them): without BACKEND=firebase the deployed functions would
 * run the embedded backend, and without PUBLIC_BASE_URL emails would link to localhost.
 */
export function configurationProblems(values) {
  const problems = [];
  if (values.BACKEND !== 'firebase') {
    problems.push('BACKEND=firebase is not set in functions/.env or functions/.env.<project>');
  }
  if (!values.PUBLIC_BASE_URL?.startsWith('https://')) {
    problems.push(
      'PUBLIC_BASE_URL=https://your-domain is not set in functions/.env or functions/.env.<project>',
    );
  }
  // The daily Firestore export (firestoreBackup) goes there; without it no backup is made.
  if (!values.BACKUP_BUCKET?.trim()) {
    problems.push(
      'BACKUP_BUCKET=<bucket for the daily Firestore export> is not set in functions/.env or functions/.env.<project> (docs/operations.md, "Backups and restores")',
    );
  }
  return problems;
}

/** The daily backup must be among the functions deployed, on a schedule. */
export function backupScheduleProblems(functionLines) {
  return functionLines.some((line) => /^firestoreBackup: schedule: /.test(line))
    ? []
    : ['firestoreBackup, the daily Firestore export, is not among the functions as a schedule'];
}

/** The plan printed before deploying: every function, hosting, the rules and indexes. */
export function deployPlan({ project, functionLines, firebaseJson, indexes, hostingFiles }) {
  const rewrites = firebaseJson.hosting.rewrites.map(
    (rewrite) =>
      `    ${rewrite.source} -> ${rewrite.function ? `function ${rewrite.function.functionId}` : rewrite.destination}`,
  );
  return [
    `Deploying to ${project}:`,
    `  Functions (${functionLines.length}, from functions/lib):`,
    ...functionLines.map((line) => `    ${line}`),
    `  Hosting: ${firebaseJson.hosting.public} (${hostingFiles} files), rewrites:`,
    ...rewrites,
    `  Firestore rules: ${firebaseJson.firestore.rules}`,
    `  Firestore indexes: ${firebaseJson.firestore.indexes} (${indexes.indexes.length} composite, ${(indexes.fieldOverrides ?? []).length} field overrides)`,
    `  Storage rules: ${firebaseJson.storage.rules}`,
    `Then: firebase deploy --project ${project} --only ${deployTargets}`,
  ];
}

/**
 * The deploy: configuration, builds and preflight, the plan, then `firebase deploy` unless
 * dry. `steps` does the work (scripts/deploy.mjs gives the real ones, the tests fakes).
 */
export async function deploy(argv, steps) {
  const { project, dryRun } = parseDeployArgs(argv);
  const configuration = configurationProblems(steps.readFunctionsEnv(project));
  if (configuration.length > 0) {
    throw new DeployUsageError(`Not deploying:\n  ${configuration.join('\n  ')}`);
  }
  await steps.buildWeb();
  const preflight = await steps.preflight();
  const { functionLines } = preflight;
  const problems = [...preflight.problems, ...backupScheduleProblems(functionLines)];
  for (const problem of backupScheduleProblems(functionLines)) steps.say(`FAIL ${problem}`);
  if (problems.length > 0) {
    throw new DeployUsageError(
      `Not deploying: the preflight found ${problems.length} problem(s) (above)`,
    );
  }
  for (const line of deployPlan({ project, functionLines, ...steps.describeTargets() })) {
    steps.say(line);
  }
  if (dryRun) {
    steps.say('Dry run: stopped before firebase deploy.');
    return { deployed: false };
  }
  await steps.firebaseDeploy(['deploy', '--project', project, '--only', deployTargets]);
  // After the code: the new code reads data made the old way too, and the migration's steps
  // are idempotent, so a deploy that stops here is finished by running `npm run migrate`.
  await steps.migrate(project);
  return { deployed: true };
}
