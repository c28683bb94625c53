import { describe, expect, it } from 'vitest';
import {
  backupScheduleProblems,
  configurationProblems,
  deploy,
  deployPlan,
  parseDeployArgs,
  parseDotenv,
} from './deploy-plan.mjs';

const firebaseJson = {
  hosting: {
    public: 'web/dist',
    rewrites: [
      { source: '/api/**', function: { functionId: 'api', region: 'us-central1' } },
      { source: '**', destination: '/index.html' },
    ],
  },
  firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
  storage: { rules: 'storage.rules' },
};
const functionLines = [
  'firestoreBackup: schedule: every day 02:00 (Etc/UTC); us-central1; memory default; timeout default; instances default..default; concurrency default',
  'allocator: google.cloud.firestore.document.v1.created purchaseRequests/{requestId} (retried); us-central1; memory default; timeout default; instances default..1; concurrency 1',
];

/** The deploy's steps, recording what ran; `problems` is what the preflight finds. */
function fakeSteps({
  env = {
    BACKEND: 'firebase',
    PUBLIC_BASE_URL: 'https://tickets.example',
    BACKUP_BUCKET: 'paradise-backups',
  },
  problems = [],
} = {}) {
  const ran = [];
  const printed = [];
  return {
    ran,
    printed,
    steps: {
      say: (line) => printed.push(line),
      readFunctionsEnv: () => env,
      buildWeb: async () => ran.push('build web'),
      preflight: async () => {
        ran.push('preflight');
        return { problems, functionLines };
      },
      describeTargets: () => ({
        firebaseJson,
        indexes: { indexes: [{}, {}], fieldOverrides: [{}] },
        hostingFiles: 42,
      }),
      firebaseDeploy: async (args) => ran.push(`firebase ${args.join(' ')}`),
      migrate: async (project) => ran.push(`migrate ${project}`),
    },
  };
}

describe('npm run deploy', () => {
  it('takes the project and --dry-run, and refuses to guess a project', () => {
    expect(parseDeployArgs(['--project', 'paradise-prod', '--dry-run'])).toEqual({
      project: 'paradise-prod',
      dryRun: true,
    });
    expect(parseDeployArgs(['--project=paradise-prod'])).toEqual({
      project: 'paradise-prod',
      dryRun: false,
    });
    expect(() => parseDeployArgs([])).toThrow(/--project <id>/);
    expect(() => parseDeployArgs(['--project', 'Bad_Id'])).toThrow(/--project <id>/);
  });

  it('prints every function, hosting, the rules and the indexes it will deploy', () => {
    expect(
      deployPlan({
        project: 'paradise-prod',
        functionLines,
        firebaseJson,
        hostingFiles: 42,
        indexes: { indexes: [{}, {}] },
      }),
    ).toEqual([
      'Deploying to paradise-prod:',
      '  Functions (2, from functions/lib):',
      `    ${functionLines[0]}`,
      `    ${functionLines[1]}`,
      '  Hosting: web/dist (42 files), rewrites:',
      '    /api/** -> function api',
      '    ** -> /index.html',
      '  Firestore rules: firestore.rules',
      '  Firestore indexes: firestore.indexes.json (2 composite, 0 field overrides)',
      '  Storage rules: storage.rules',
      'Then: firebase deploy --project paradise-prod --only functions,hosting,firestore,storage',
    ]);
  });

  it('with --dry-run builds, checks and prints the plan, then stops before firebase deploy', async () => {
    const { ran, printed, steps } = fakeSteps();
    await expect(deploy(['--project', 'paradise-prod', '--dry-run'], steps)).resolves.toEqual({
      deployed: false,
    });
    expect(ran).toEqual(['build web', 'preflight']);
    expect(printed[0]).toBe('Deploying to paradise-prod:');
    expect(printed.at(-1)).toBe('Dry run: stopped before firebase deploy.');
  });

  it('deploys the four targets in one firebase deploy once the preflight passes, then migrates', async () => {
    const { ran, steps } = fakeSteps();
    await expect(deploy(['--project', 'paradise-prod'], steps)).resolves.toEqual({
      deployed: true,
    });
    expect(ran).toEqual([
      'build web',
      'preflight',
      'firebase deploy --project paradise-prod --only functions,hosting,firestore,storage',
      'migrate paradise-prod',
    ]);
  });

  it('does not deploy when the preflight finds a problem', async () => {
    const { ran, steps } = fakeSteps({ problems: ['allocator: maxInstances is 5, must be 1'] });
    await expect(deploy(['--project', 'paradise-prod'], steps)).rejects.toThrow(
      /preflight found 1 problem/,
    );
    expect(ran).toEqual(['build web', 'preflight']);
  });

  it('does not deploy functions that would run the embedded backend or link emails to localhost', async () => {
    const { ran, steps } = fakeSteps({ env: {} });
    await expect(deploy(['--project', 'paradise-prod'], steps)).rejects.toThrow(/BACKEND=firebase/);
    expect(ran).toEqual([]);
    expect(
      configurationProblems({
        BACKEND: 'firebase',
        PUBLIC_BASE_URL: 'http://127.0.0.1:5000',
        BACKUP_BUCKET: 'paradise-backups',
      }),
    ).toEqual([
      'PUBLIC_BASE_URL=https://your-domain is not set in functions/.env or functions/.env.<project>',
    ]);
    expect(
      parseDotenv('# production\nBACKEND=firebase\nPUBLIC_BASE_URL="https://tickets.example"\n'),
    ).toEqual({
      BACKEND: 'firebase',
      PUBLIC_BASE_URL: 'https://tickets.example',
    });
  });
  it('does not deploy without the bucket of the daily Firestore backup, or without its schedule', async () => {
    const withoutBucket = fakeSteps({
      env: { BACKEND: 'firebase', PUBLIC_BASE_URL: 'https://tickets.example' },
    });
    await expect(deploy(['--project', 'paradise-prod'], withoutBucket.steps)).rejects.toThrow(
      /BACKUP_BUCKET=<bucket for the daily Firestore export> is not set/,
    );
    expect(withoutBucket.ran).toEqual([]);
    expect(backupScheduleProblems(functionLines)).toEqual([]);
    expect(backupScheduleProblems(functionLines.slice(1))).toEqual([
      'firestoreBackup, the daily Firestore export, is not among the functions as a schedule',
    ]);
  });
});
