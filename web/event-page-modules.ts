import type { Plugin, Rolldown } from 'vite';

/** The public event page's module, lazily loaded by the router like every page. */
const eventPageModule = '/src/features/public-event/components/public-event-page.tsx';

/**
 * Writes into index.html, as an inert `<meta name="event-page-modules">`, the script files
 * (and their stylesheets) the public event page needs beyond the entry's own. Only `/event/{id}` uses it: the
 * function that serves that page turns the list into `<link rel="modulepreload">` tags
 * (functions/src/http/event-page.ts), so a buyer's browser fetches the page's code with the
 * entry instead of after it has run, and every other page still downloads only its own code.
 */
export function eventPageModules(): Plugin {
  return {
    name: 'event-page-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = moduleFiles(bundle);
        return [
          {
            tag: 'meta',
            attrs: { name: 'event-page-modules', content: files.map((f) => `/${f}`).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

function moduleFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(eventPageModule));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!page || !entry) {
    throw new Error(`event-page-modules: the build has no chunk for ${eventPageModule}`);
  }
  const closure = (fileName: string, seen = new Set<string>()) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, seen);
    return seen;
  };
  const loadedByEntry = closure(entry.fileName);
  const scripts = [...closure(page.fileName)].filter((file) => !loadedByEntry.has(file));
  // Vite's own record of the stylesheets each chunk brings (loaded with it, at run time).
  const styles = scripts.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...scripts, ...new Set(styles)];
}
