import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockfileDrift, type Lockfile } from './lockfile-drift';

const repo = path.resolve(__dirname, '..', '..', '..', '..');
const readLock = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Lockfile;

describe("functions' own lockfile", () => {
  it('resolves every package the functions use to the version the workspace resolves', () => {
    const functionsLock = readLock(path.join(repo, 'functions', 'package-lock.json'));
    const workspaceLock = readLock(path.join(repo, 'package-lock.json'));
    expect(lockfileDrift(functionsLock, workspaceLock)).toEqual([]);
  });
});

describe('lockfileDrift', () => {
  const workspace: Lockfile = {
    packages: {
      functions: { dependencies: { express: '^5.0.0' } },
      'node_modules/express': { version: '5.1.0', dependencies: { qs: '^6.0.0' } },
      'node_modules/qs': { version: '6.14.0' },
      'node_modules/express/node_modules/qs': { version: '6.13.0' },
    },
  };
  const own = (qsVersion: string): Lockfile => ({
    packages: {
      '': { dependencies: { express: '^5.0.0' } },
      'node_modules/express': { version: '5.1.0', dependencies: { qs: '^6.0.0' } },
      'node_modules/qs': { version: qsVersion },
    },
  });

  it('follows Node resolution: a nested copy wins over the hoisted one', () => {
    expect(lockfileDrift(own('6.13.0'), workspace)).toEqual([]);
  });

  it('names the package, its chain and both versions when they drift', () => {
    expect(lockfileDrift(own('6.14.0'), workspace)).toEqual([
      'express > qs: 6.14.0 in functions/package-lock.json, 6.13.0 in package-lock.json',
    ]);
  });

  it('names a dependency the functions gained that their lockfile does not list yet', () => {
    const gained: Lockfile = {
      packages: {
        ...workspace.packages,
        functions: { dependencies: { express: '^5.0.0', qs: '^6.14.0' } },
      },
    };
    expect(lockfileDrift(own('6.13.0'), gained)).toEqual([
      'qs: 6.13.0 in functions/package-lock.json, 6.14.0 in package-lock.json',
    ]);
  });

  it('names a package one lockfile lacks', () => {
    const lacking = own('6.13.0');
    delete lacking.packages['node_modules/qs'];
    expect(lockfileDrift(lacking, workspace)).toEqual([
      'express > qs: missing in functions/package-lock.json, 6.13.0 in package-lock.json',
    ]);
  });
});
