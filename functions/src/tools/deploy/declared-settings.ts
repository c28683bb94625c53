/**
 * Every secret and parameter the deployed code reads must be declared (defineSecret,
 * defineString and the like, or the runtime configuration's schema) and documented in
 * docs/configuration.md:
 * one read but undeclared is set nowhere in production, and one undocumented is set by no one.
 */

export type SourceFile = { path: string; text: string };

/** Set by Cloud Functions (or its emulator) itself: read, never declared. */
const platformVariables = new Set([
  'FUNCTIONS_EMULATOR',
  'FUNCTION_TARGET',
  'FUNCTION_SIGNATURE_TYPE',
  'K_SERVICE',
  'K_REVISION',
  'K_CONFIGURATION',
  'PORT',
  'NODE_ENV',
  'GCLOUD_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FIREBASE_CONFIG',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
]);

const envRead = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;
const paramDeclaration =
  /define(?:Secret|JsonSecret|String|Int|Float|Boolean|List)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;

type Found = Map<string, string>;

function collect(files: readonly SourceFile[], pattern: RegExp): Found {
  const found: Found = new Map();
  for (const file of files) {
    for (const match of file.text.matchAll(pattern)) {
      const name = match[1] ?? match[2];
      if (name !== undefined && !found.has(name)) found.set(name, file.path);
    }
  }
  return found;
}

/** Whether docs/configuration.md names the setting as code (`NAME`), as its tables do. */
function documented(readme: string, name: string): boolean {
  return new RegExp(`\`${name}(=[^\`]*)?\``).test(readme);
}

/**
 * The problems, each naming the setting and where it is read or declared. `configNames` are the
 * runtime configuration's variables (runtime-config.ts); `mountedSecrets` the secrets the
 * functions' endpoints mount.
 */
export function settingProblems(input: {
  sources: readonly SourceFile[];
  configNames: readonly string[];
  mountedSecrets: readonly string[];
  readme: string;
}): string[] {
  const reads = collect(input.sources, envRead);
  const declared: Found = collect(input.sources, paramDeclaration);
  for (const name of input.configNames) {
    if (!declared.has(name)) declared.set(name, 'functions/src/config/runtime-config.ts');
  }
  const problems: string[] = [];
  for (const [name, file] of reads) {
    if (platformVariables.has(name) || declared.has(name)) continue;
    problems.push(
      `${name} is read (${file}) but not declared: declare it with defineSecret or defineString, or in runtime-config.ts`,
    );
  }
  for (const name of input.mountedSecrets) {
    if (!declared.has(name)) {
      problems.push(`The secret ${name} is mounted by a function but not declared`);
    }
  }
  for (const [name, file] of declared) {
    if (!documented(input.readme, name)) {
      problems.push(`${name} is declared (${file}) but not documented in docs/configuration.md`);
    }
  }
  return problems;
}
