// What a first visit of each main route downloads, read from the production build's manifest
// (web/<outDir>/.vite/manifest.json): the entry chunk, the route's page module and every
// chunk and stylesheet they import statically, plus Firebase Auth where the page asks for the
// session at once. Sizes are gzipped, as Hosting serves them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const firebaseAuth = 'src/lib/firebase-auth-bundle.ts';
// The layout route with TanStack Query around every page but the public event page.
const queryScope = 'src/app/query-scope.tsx';
// What index.html starts for every path but `/` (web/src/main.tsx): the app and its router.
const appEntry = 'src/app/app-entry.tsx';

// An event's workspace: its layout route inside the platform's shell, then one section.
const sectionsDir = 'src/features/events/workspace/sections';
const workspaceModules = [
  appEntry,
  queryScope,
  'src/features/shell/components/guarded-platform-shell.tsx',
  'src/features/events/workspace/event-workspace.tsx',
  firebaseAuth,
];

/** The routes the benchmark reports, and the modules a first visit of each loads. */
export const mainRoutes = [
  {
    name: 'public event page (/event/{id})',
    key: 'publicEvent',
    // Server-rendered into event.html, the page's own entry built apart from the app
    // (web/event-page-build.ts), with a manifest of its own.
    manifest: 'event-manifest.json',
    entry: 'event.html',
    modules: [],
    withoutFrame: true,
  },
  {
    name: 'organisation page (/o/{slug})',
    key: 'organisationPage',
    // Server-rendered into listing.html (as What's on, /events), its own build
    // (web/listing-page-build.ts): a stylesheet and no script.
    manifest: 'listing-manifest.json',
    entry: 'listing.html',
    modules: [],
    withoutFrame: true,
  },
  {
    name: 'landing (/)',
    key: 'landing',
    // Started on its own, without the router (web/src/main.tsx); Firebase Auth only for who
    // was signed in before.
    modules: ['src/features/landing/landing-entry.tsx'],
    withoutFrame: true,
  },
  {
    name: 'login (/user-flow/login)',
    key: 'login',
    modules: [
      appEntry,
      queryScope,
      'src/features/auth/components/user-flow-layout.tsx',
      'src/features/auth/components/login-page.tsx',
      firebaseAuth,
    ],
  },
  {
    name: 'platform home (/platform)',
    key: 'platformHome',
    modules: [
      appEntry,
      queryScope,
      'src/features/shell/components/guarded-platform-shell.tsx',
      'src/features/shell/components/welcome-page.tsx',
      firebaseAuth,
    ],
  },
  {
    name: 'event workspace (/platform/event/{id})',
    key: 'workspace',
    modules: [...workspaceModules, `${sectionsDir}/overview-section.tsx`],
  },
  {
    name: 'event wizard (/platform/new-event)',
    key: 'wizard',
    modules: [
      appEntry,
      queryScope,
      'src/features/shell/components/guarded-platform-shell.tsx',
      'src/features/events/components/new-event-page.tsx',
      firebaseAuth,
    ],
  },
];

/**
 * The first load of each main route, and of each workspace section what it adds when opened
 * from another. `chunkModules` (what build-web.mjs recorded: each chunk's modules) tells the frame's lazy
 * chunk (the toasts, which the root layout loads on mounting) from the entry's other lazy
 * chunks, loaded only when something asks (the API's error schemas, on an error); without it
 * every lazy chunk of the entry that is not a page counts.
 */
export function routeSizes(distDir, chunkModules) {
  const readManifest = (name) =>
    JSON.parse(readFileSync(path.join(distDir, '.vite', name), 'utf8'));
  const manifest = readManifest('manifest.json');
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const closure = (keys, manifest) => {
    const seen = new Set();
    const files = { js: new Set(), css: new Set() };
    const visit = (key) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build's manifest has no ${key}`);
      seen.add(key);
      // An entry with no script (listing.html) is its stylesheet alone.
      (chunk.file.endsWith('.css') ? files.css : files.js).add(chunk.file);
      for (const css of chunk.css ?? []) files.css.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  // The app's lazy chunks that are not pages: what the root layout loads on mounting.
  const isFrame = (key) =>
    chunkModules === undefined ||
    (chunkModules[manifest[key].file] ?? []).some((module) =>
      module.name.startsWith('node_modules/@mantine/notifications/'),
    );
  const frameChunks = (manifest[appEntry].dynamicImports ?? []).filter(
    (key) => key.startsWith('_') && isFrame(key),
  );
  const sum = (set) => [...set].reduce((total, file) => total + sizeOf(file), 0);
  const firstLoad = (modules) => closure(['index.html', ...modules, ...frameChunks], manifest);
  const workspace = firstLoad(workspaceModules);
  // Each section opened from another: what it downloads beyond the workspace itself (a
  // section never needs less than that), named by the file's section. A tab that loads apart
  // (`settings-selling-tab.tsx`) is what it adds when opened from its section's first tab.
  const sectionKeys = Object.keys(manifest).filter((key) => key.startsWith(`${sectionsDir}/`));
  const sectionName = (key) => path.basename(key, '-section.tsx');
  const ownerOf = (tabKey) =>
    sectionKeys.find(
      (key) =>
        key.endsWith('-section.tsx') && path.basename(tabKey).startsWith(`${sectionName(key)}-`),
    );
  const sections = sectionKeys
    .map((key) => {
      const owner = key.endsWith('-section.tsx') ? undefined : ownerOf(key);
      const before = owner ? firstLoad([...workspaceModules, owner]) : workspace;
      const files = firstLoad([...workspaceModules, ...(owner ? [owner] : []), key]);
      const extra = new Set([...files.js].filter((file) => !before.js.has(file)));
      const tab = path.basename(key, '-tab.tsx').split('-').slice(1).join(' ');
      return {
        name: owner ? `${sectionName(owner)}: its ${tab} tab` : sectionName(key),
        isTab: owner !== undefined,
        jsBytes: sum(extra),
      };
    })
    .sort((a, b) => b.jsBytes - a.jsBytes);
  const routes = mainRoutes.map((route) => {
    const files = closure(
      [route.entry ?? 'index.html', ...route.modules, ...(route.withoutFrame ? [] : frameChunks)],
      route.manifest ? readManifest(route.manifest) : manifest,
    );
    return {
      ...route,
      jsBytes: sum(files.js),
      cssBytes: sum(files.css),
      jsFiles: files.js.size,
      jsFileNames: [...files.js],
      cssFiles: files.css.size,
      firebaseFiles: [...files.js].filter((file) => /firebase/.test(file)),
    };
  });
  return { routes, sections };
}
