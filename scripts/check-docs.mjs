// `npm run check:docs`: offline, checks README.md and docs/*.md: every relative link points to a
// file that exists, every `#anchor` to a heading of its file (GitHub's slugs), and every
// `npm run X` they mention to a script of package.json; and the architecture notes name every
// folder of functions/src/app. Exit 1 naming each problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingAnchors, linkProblems, unnamedFolders } from './lib/docs-links.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const files = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');
const anchors = new Map();
const anchorsOf = (file) => {
  if (!anchors.has(file)) anchors.set(file, headingAnchors(read(file)));
  return anchors.get(file);
};
const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
const exists = (file) => existsSync(path.join(repoRoot, file));

const appFolders = readdirSync(path.join(repoRoot, 'functions/src/app'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const problems = [
  ...files.flatMap((file) =>
    linkProblems({ file, markdown: read(file), exists, anchorsOf, scripts }),
  ),
  ...unnamedFolders({ folders: appFolders, architecture: read('docs/architecture.md') }).map(
    (folder) =>
      `docs/architecture.md: "What lives where" does not name functions/src/app/${folder}/`,
  ),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the docs.`);
  process.exit(1);
}
console.log(`The docs' links, anchors and npm scripts check out (${files.length} files).`);
