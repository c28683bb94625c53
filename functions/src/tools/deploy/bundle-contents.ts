import { builtinModules } from 'node:module';

/**
 * What the uploaded bundle holds and needs: the packages it requires must be functions'
 * own dependencies (Cloud Build installs functions/package.json alone, so one only the root
 * workspace has is missing in production), and none of the embedded backend may be in it.
 */

const builtins = new Set(builtinModules);

/** The package of each bare `require("…")` in a bundle (esbuild keeps packages external). */
export function requiredPackages(bundle: string): string[] {
  const names = new Set<string>();
  for (const match of bundle.matchAll(/\brequire\(\s*"([^".][^"]*)"\s*\)/g)) {
    const specifier = match[1]!;
    if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!)) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names].sort();
}

export type FunctionsPackage = { dependencies?: Record<string, string> };

/** Packages a bundle requires that functions/package.json does not list as dependencies. */
export function undeclaredDependencies(
  bundles: readonly { file: string; text: string }[],
  functionsPackage: FunctionsPackage,
): string[] {
  const dependencies = new Set(Object.keys(functionsPackage.dependencies ?? {}));
  return bundles.flatMap(({ file, text }) =>
    requiredPackages(text)
      .filter((name) => !dependencies.has(name))
      .map(
        (name) =>
          `${file} requires ${name}, which is not in functions/package.json's dependencies (only the root workspace has it): add it there, then npm run lock:functions`,
      ),
  );
}

/** Source files that belong to the embedded backend or the local tools, never to production. */
const embeddedOnly = [
  /(^|\/)adapters\/sqlite-doc-store\//,
  /(^|\/)adapters\/disk-blob-store\.ts$/,
  /(^|\/)adapters\/file-outbox-mailer\.ts$/,
  /(^|\/)config\/embedded-stack\.ts$/,
  /(^|\/)tools\//,
  /(^|\/)test-support\//,
];

/**
 * The port's rules the Firestore adapter applies as the SQLite store does (paths, values,
 * queries, write limits, ids): pure code kept beside the SQLite store, no SQLite in it.
 */
const sharedPortRules =
  /(^|\/)adapters\/sqlite-doc-store\/(paths|values|query-rules|write-plan|merge|ids)\.ts$/;

/** Embedded-only modules in an uploaded bundle: its source map's sources, and node:sqlite. */
export function embeddedModulesIn(bundle: {
  file: string;
  text: string;
  sources: string[];
}): string[] {
  const problems = bundle.sources
    .filter((source) => embeddedOnly.some((pattern) => pattern.test(source)))
    .filter((source) => !sharedPortRules.test(source))
    .map((source) => `${bundle.file} contains ${source}, which only the embedded backend uses`);
  if (/\brequire\(\s*"(node:)?sqlite"\s*\)/.test(bundle.text)) {
    problems.push(`${bundle.file} imports node:sqlite`);
  }
  return problems;
}
