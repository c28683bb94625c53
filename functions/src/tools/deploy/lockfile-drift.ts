/**
 * functions/ has a lockfile of its own (Cloud Build installs functions/ alone, from it), which
 * must resolve every package the functions load to the version the workspace's lockfile, the one
 * the tests ran with, resolves it to. Both are walked from the functions package down its
 * dependencies, resolving each name the way Node does (nearest node_modules up the tree).
 */

type LockedPackage = {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
export type Lockfile = { packages: Record<string, LockedPackage> };

/** Where `name` resolves from the package at `location` ('' is the lockfile's root). */
function resolveFrom(lockfile: Lockfile, location: string, name: string): string | undefined {
  let from = location;
  for (;;) {
    const candidate = from === '' ? `node_modules/${name}` : `${from}/node_modules/${name}`;
    if (lockfile.packages[candidate] !== undefined) return candidate;
    if (from === '') return undefined;
    const cut = from.lastIndexOf('/node_modules/');
    from = cut === -1 ? '' : from.slice(0, cut);
  }
}

function dependencyNames(entry: LockedPackage, withDev: boolean): string[] {
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...(withDev ? Object.keys(entry.devDependencies ?? {}) : []),
  ];
}

/**
 * Each package whose version differs between the two lockfiles (or that one of them lacks), with
 * the chain of dependencies it was reached by. `rootLocation` is where functions/ sits in the
 * workspace's lockfile ('functions').
 */
export function lockfileDrift(
  functionsLock: Lockfile,
  workspaceLock: Lockfile,
  rootLocation = 'functions',
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const functionsRoot = functionsLock.packages[''];
  const workspaceRoot = workspaceLock.packages[rootLocation];
  if (functionsRoot === undefined || workspaceRoot === undefined) {
    return [`The workspace lockfile has no "${rootLocation}" package, or functions' has no root`];
  }
  type Step = { own: string; workspace: string; chain: string[]; withDev: boolean };
  const queue: Step[] = [{ own: '', workspace: rootLocation, chain: [], withDev: true }];
  while (queue.length > 0) {
    const step = queue.shift()!;
    const entry = functionsLock.packages[step.own]!;
    // At the root, the workspace's list of the functions' dependencies too: a dependency added
    // to functions/package.json is in it, and missing from a lockfile not yet rewritten.
    const names =
      step.own === ''
        ? [...new Set([...dependencyNames(entry, true), ...dependencyNames(workspaceRoot, true)])]
        : dependencyNames(entry, step.withDev);
    for (const name of names) {
      const own = resolveFrom(functionsLock, step.own, name);
      const workspace = resolveFrom(workspaceLock, step.workspace, name);
      const chain = [...step.chain, name];
      const key = `${own}\0${workspace}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (own === undefined && workspace === undefined) continue; // an optional one for another OS
      const ownVersion = own && functionsLock.packages[own]?.version;
      const workspaceVersion = workspace && workspaceLock.packages[workspace]?.version;
      if (ownVersion !== workspaceVersion) {
        problems.push(
          `${chain.join(' > ')}: ${ownVersion ?? 'missing'} in functions/package-lock.json, ` +
            `${workspaceVersion ?? 'missing'} in package-lock.json`,
        );
        continue;
      }
      queue.push({ own: own!, workspace: workspace!, chain, withDev: false });
    }
  }
  return problems;
}
