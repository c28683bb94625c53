// The docs check's pure rules (scripts/check-docs.mjs reads the files): the relative links and
// `#anchors` of Markdown files, GitHub's heading slugs, and the `npm run X` the text names.

/** Fenced code blocks (``` or ~~~) replaced by blank lines, so line numbers stay right. */
function withoutFences(markdown) {
  const lines = markdown.split('\n');
  let fence;
  return lines
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) {
          fence = undefined;
        }
        return '';
      }
      if (opening) {
        fence = opening[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Inline code spans removed (a link written inside backticks is not a link). */
const withoutCodeSpans = (line) => line.replace(/(`+)[^`]*?\1/g, '');

/**
 * The slug GitHub gives a heading's text: lower case, punctuation other than `-` and `_`
 * removed, each space a hyphen. Inline markup (code, emphasis, links) counts by its text.
 */
export function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file has: its headings' slugs, repeats suffixed -1, -2... */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The links of a Markdown file, outside code: `{ target, line }`, images included. */
export function markdownLinks(markdown) {
  const links = [];
  withoutFences(markdown)
    .split('\n')
    .forEach((raw, index) => {
      const line = withoutCodeSpans(raw);
      for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        links.push({ target: match[1], line: index + 1 });
      }
      for (const match of line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g)) {
        links.push({ target: match[1], line: index + 1 });
      }
    });
  return links;
}

/** Every `npm run X` the text names (in code or not), with its line. */
export function npmRunMentions(markdown) {
  const mentions = [];
  markdown.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\bnpm run ([a-z0-9][\w:.-]*)/gi)) {
      mentions.push({ script: match[1].replace(/[.:]+$/, ''), line: index + 1 });
    }
  });
  return mentions;
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The problems of one Markdown file. `file` is its path from the repository's root (posix);
 * `exists(path)` says whether a repository path exists; `anchorsOf(path)` gives a Markdown
 * file's anchors; `scripts` are package.json's script names.
 */
export function linkProblems({ file, markdown, exists, anchorsOf, scripts }) {
  const problems = [];
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const { target, line } of markdownLinks(markdown)) {
    if (external.test(target)) continue;
    const hashAt = target.indexOf('#');
    const pathPart = decodeURI(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const resolved = pathPart === '' ? file : resolvePath(dir, pathPart);
    if (resolved === undefined) {
      problems.push(`${file}:${line}: ${target} points outside the repository`);
      continue;
    }
    if (pathPart !== '' && !exists(resolved)) {
      problems.push(`${file}:${line}: ${target}: no file ${resolved}`);
      continue;
    }
    if (anchor !== undefined && anchor !== '' && resolved.endsWith('.md')) {
      if (!anchorsOf(resolved).has(anchor)) {
        problems.push(`${file}:${line}: ${target}: ${resolved} has no heading #${anchor}`);
      }
    }
  }
  const known = new Set(scripts);
  for (const { script, line } of npmRunMentions(markdown)) {
    if (!known.has(script)) {
      problems.push(`${file}:${line}: npm run ${script}: no such script in package.json`);
    }
  }
  return problems;
}

/** `relative` resolved against the folder `dir` (posix, from the root); undefined above it. */
export function resolvePath(dir, relative) {
  const parts = relative.startsWith('/') ? [] : dir.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * The capability folders (`functions/src/app/<name>/`) that the architecture notes' folder
 * list does not name: a folder is named by a line of the list that starts with `<name>/`.
 */
export function unnamedFolders({ folders, architecture }) {
  const named = new Set(
    [...architecture.matchAll(/^\s+([a-z0-9-]+)\/\s/gm)].map((match) => match[1]),
  );
  return folders.filter((folder) => !named.has(folder));
}
