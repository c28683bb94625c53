import { describe, expect, it } from 'vitest';
import { embeddedModulesIn, requiredPackages, undeclaredDependencies } from './bundle-contents';

const bundle = [
  'var import_node_path = require("node:path");',
  'var import_fs = require("fs");',
  'var import_zod = require("zod");',
  'var import_app = require("firebase-admin/app");',
  'var import_storage = require("@google-cloud/storage");',
  'var import_port = require("./doc-store-port.js");',
].join('\n');

describe('the packages the bundle requires', () => {
  it('are the bare specifiers, by package, without builtins or files of the bundle', () => {
    expect(requiredPackages(bundle)).toEqual(['@google-cloud/storage', 'firebase-admin', 'zod']);
  });

  it('pass when functions/package.json lists each', () => {
    const functionsPackage = {
      dependencies: { zod: '^4', 'firebase-admin': '^14', '@google-cloud/storage': '^8' },
    };
    expect(
      undeclaredDependencies([{ file: 'lib/index.js', text: bundle }], functionsPackage),
    ).toEqual([]);
  });

  it('fail naming a runtime dependency only the root workspace has', () => {
    const functionsPackage = {
      dependencies: { 'firebase-admin': '^14', '@google-cloud/storage': '^8' },
    };
    expect(
      undeclaredDependencies([{ file: 'lib/index.js', text: bundle }], functionsPackage),
    ).toEqual([
      "lib/index.js requires zod, which is not in functions/package.json's dependencies (only the root workspace has it): add it there, then npm run lock:functions",
    ]);
  });
});

describe('embedded-only modules in the production bundle', () => {
  it('are none in a bundle of production sources that loads the embedded stack lazily', () => {
    const text = 'exports.loadEmbeddedStack = () => stack ??= require("./embedded-stack.js");';
    const sources = [
      '../src/index.ts',
      '../src/adapters/firestore-doc-store/firestore-doc-store.ts',
    ];
    expect(embeddedModulesIn({ file: 'lib/index.js', text, sources })).toEqual([]);
  });

  it('are named when the SQLite store or node:sqlite is bundled', () => {
    const text = 'var import_node_sqlite = require("node:sqlite");';
    const sources = ['../src/index.ts', '../src/adapters/sqlite-doc-store/database.ts'];
    expect(embeddedModulesIn({ file: 'lib/index.js', text, sources })).toEqual([
      'lib/index.js contains ../src/adapters/sqlite-doc-store/database.ts, which only the embedded backend uses',
      'lib/index.js imports node:sqlite',
    ]);
  });
});
