import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseIndexDefinitions } from '../../adapters/sqlite-doc-store/index-definitions';
import { runtimeEnvNames } from '../../config/runtime-config';
import {
  embeddedModulesIn,
  undeclaredDependencies,
  type FunctionsPackage,
} from './bundle-contents';
import { settingProblems } from './declared-settings';
import {
  describeEndpoints,
  endpointProblems,
  expectationsShape,
  summariseEndpoint,
  type EndpointSummary,
} from './endpoints';
import { lockfileDrift, type Lockfile } from './lockfile-drift';
import { coldStartMs, installForProduction, loadEndpoints, sizeOf } from './production-install';
import { missingIndexes, type QueryShape } from './query-indexes';

export type PreflightResult = { problems: string[]; endpoints: EndpointSummary[] };

type SourceMap = { sources: string[]; sourcesContent?: (string | null)[] };
type FirebaseJson = { functions: { ignore?: string[] }[] };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Everything `npm run deploy:check` checks, in the order it is cheapest to fail: the lockfiles,
 * the built bundle, the queries and settings, then functions/ installed alone for production
 * and loaded (its functions' settings, size and cold start). Expects a fresh build in lib/.
 */
export function runPreflight(repo: string, say: (line: string) => void): PreflightResult {
  const functionsDir = path.join(repo, 'functions');
  const problems: string[] = [];
  const report = (title: string, found: string[]) => {
    say(`${found.length === 0 ? 'ok  ' : 'FAIL'} ${title}`);
    for (const problem of found) say(`       ${problem}`);
    problems.push(...found);
  };

  report(
    "functions/package-lock.json resolves what the workspace's lockfile does",
    lockfileDrift(
      readJson<Lockfile>(path.join(functionsDir, 'package-lock.json')),
      readJson<Lockfile>(path.join(repo, 'package-lock.json')),
    ),
  );

  // What `firebase deploy` uploads of lib/: all but the files firebase.json ignores.
  const ignored = new Set(
    (readJson<FirebaseJson>(path.join(repo, 'firebase.json')).functions[0]?.ignore ?? []).map(
      (entry) => entry.replace(/^lib\//, ''),
    ),
  );
  const uploaded = readdirSync(path.join(functionsDir, 'lib')).filter((file) => !ignored.has(file));
  const bundles = uploaded
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const text = readFileSync(path.join(functionsDir, 'lib', file), 'utf8');
      const map = readJson<SourceMap>(path.join(functionsDir, 'lib', `${file}.map`));
      return { file: `lib/${file}`, text, map };
    });
  report(
    'the bundle requires only dependencies of functions/package.json',
    undeclaredDependencies(
      bundles,
      readJson<FunctionsPackage>(path.join(functionsDir, 'package.json')),
    ),
  );
  report(
    'the bundle holds nothing of the embedded backend (node:sqlite, disk blobs, file outbox)',
    bundles.flatMap((bundle) => embeddedModulesIn({ ...bundle, sources: bundle.map.sources })),
  );

  report(
    'every recorded query has its composite index in firestore.indexes.json',
    missingIndexes(
      readJson<QueryShape[]>(path.join(functionsDir, 'query-shapes.json')),
      parseIndexDefinitions(readJson<unknown>(path.join(repo, 'firestore.indexes.json'))),
    ),
  );

  const sources = bundles.flatMap(({ map }) =>
    map.sources.flatMap((source, i) =>
      source.includes('node_modules')
        ? []
        : [{ path: source.replace(/^\.\.\//, 'functions/'), text: map.sourcesContent?.[i] ?? '' }],
    ),
  );

  say('Installing functions/ alone for production (npm ci --omit=dev)...');
  const installDir = installForProduction(functionsDir, uploaded);
  try {
    let endpoints: EndpointSummary[] = [];
    try {
      const loaded = loadEndpoints(installDir);
      endpoints = Object.entries(loaded.endpoints).flatMap(([name, endpoint]) => {
        const summary = summariseEndpoint(name, endpoint);
        return summary ? [summary] : [];
      });
      report('lib/index.js loads installed alone, on BACKEND=firebase', []);
      report(
        'loading it never loads node:sqlite',
        loaded.sqlite ? ['lib/index.js loaded node:sqlite'] : [],
      );
    } catch (error) {
      report('lib/index.js loads installed alone, on BACKEND=firebase', [
        `It fails to load: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error)}`,
      ]);
    }
    if (endpoints.length > 0) {
      say('Functions:');
      for (const line of describeEndpoints(endpoints)) say(`       ${line}`);
      const expectations = expectationsShape.parse(
        readJson<unknown>(path.join(functionsDir, 'deploy-expectations.json')),
      );
      report(
        'the functions match functions/deploy-expectations.json',
        endpointProblems(endpoints, expectations),
      );
      const mountedSecrets = [...new Set(endpoints.flatMap((endpoint) => endpoint.secrets))];
      report(
        'every secret and parameter read is declared and documented in docs/configuration.md',
        settingProblems({
          sources,
          configNames: runtimeEnvNames,
          mountedSecrets,
          readme: readFileSync(path.join(repo, 'docs', 'configuration.md'), 'utf8'),
        }),
      );
      const libBytes = sizeOf(path.join(installDir, 'lib'));
      const modulesBytes = sizeOf(path.join(installDir, 'node_modules'));
      say(`Bundle: lib ${megabytes(libBytes)}, production node_modules ${megabytes(modulesBytes)}`);
      say(
        `Cold start (require lib/index.js in a fresh process, median of 5): ${coldStartMs(installDir).toFixed(0)} ms`,
      );
    }
    return { problems, endpoints };
  } finally {
    rmSync(installDir, { recursive: true, force: true });
  }
}
