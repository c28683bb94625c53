import { describe, expect, it } from 'vitest';
import {
  githubSlug,
  headingAnchors,
  linkProblems,
  markdownLinks,
  unnamedFolders,
} from './docs-links.mjs';

const docs = {
  'README.md': '# Ticketing Paradise\n\n## Run it\n\n## Run it\n',
  'docs/api.md': '# The HTTP API\n\n## Errors & statuses\n\n### `GET /api/config`\n',
};
const files = new Set([...Object.keys(docs), 'docs/images/event-page.png']);

function check(file, markdown) {
  return linkProblems({
    file,
    markdown,
    exists: (path) => files.has(path),
    anchorsOf: (path) => headingAnchors(docs[path] ?? ''),
    scripts: ['test', 'check:docs', 'bench:web'],
  });
}

describe('GitHub heading slugs', () => {
  it('lower-cases, drops punctuation, turns spaces into hyphens and numbers repeats', () => {
    expect(githubSlug('Errors & statuses')).toBe('errors--statuses');
    expect(githubSlug('`GET /api/config`')).toBe('get-apiconfig');
    expect(githubSlug("What's in it: promo codes, refunds")).toBe(
      'whats-in-it-promo-codes-refunds',
    );
    expect([...headingAnchors(docs['README.md'])]).toEqual([
      'ticketing-paradise',
      'run-it',
      'run-it-1',
    ]);
  });

  it('ignores headings and links inside fenced code', () => {
    const markdown = '```sh\n# not a heading\n[x](nowhere.md)\n```\n# Real\n';
    expect([...headingAnchors(markdown)]).toEqual(['real']);
    expect(markdownLinks(markdown)).toEqual([]);
  });
});

describe('the docs check', () => {
  it('passes good links, anchors, images and npm scripts', () => {
    const markdown = [
      'See [the API](docs/api.md#errors--statuses), [run](#run-it-1) and',
      '![The event page](docs/images/event-page.png), [Paystack](https://paystack.com).',
      'Then `npm run check:docs` and npm run bench:web. `[not a link](missing.md)`',
    ].join('\n');
    expect(check('README.md', markdown)).toEqual([]);
    expect(check('docs/api.md', '[Home](../README.md#run-it) [config](#get-apiconfig)')).toEqual(
      [],
    );
  });

  it('fails on a link to a file that does not exist', () => {
    expect(check('docs/api.md', 'See [buyers](buyers.md).')).toEqual([
      'docs/api.md:1: buyers.md: no file docs/buyers.md',
    ]);
  });

  it('fails on an anchor no heading has', () => {
    expect(check('README.md', 'See [the API](docs/api.md#errors).\n\n[x](#deploying)')).toEqual([
      'README.md:1: docs/api.md#errors: docs/api.md has no heading #errors',
      'README.md:3: #deploying: README.md has no heading #deploying',
    ]);
  });

  it('fails on an npm script package.json does not have', () => {
    expect(check('README.md', 'Run `npm run bench:everything` first.')).toEqual([
      'README.md:1: npm run bench:everything: no such script in package.json',
    ]);
  });

  it('fails on a link that climbs out of the repository', () => {
    expect(check('README.md', '[shared](../shared/notes.md)')).toEqual([
      'README.md:1: ../shared/notes.md points outside the repository',
    ]);
  });
});

describe('the folder list of the architecture notes', () => {
  const architecture = [
    '```',
    'app/          use cases',
    '  allocator/        the one writer of stock',
    "  checkout/         the buyer's call",
    '```',
    'The payments folder is described in prose, not in the list.',
  ].join('\n');

  it('passes when every capability folder has a line of its own', () => {
    expect(unnamedFolders({ folders: ['allocator', 'checkout'], architecture })).toEqual([]);
  });

  it('fails on a folder the list does not name, even if the prose mentions it', () => {
    expect(
      unnamedFolders({ folders: ['allocator', 'checkout', 'payments'], architecture }),
    ).toEqual(['payments']);
  });
});
