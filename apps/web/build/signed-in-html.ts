import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * What every signed-in page loads after the entry, whatever the page, in the order app.tsx asks
 * for these three on the first navigation.
 */
export const SIGNED_IN_SOURCES = ['src/app/signed-in-routes.ts', 'src/app/layout/shell.tsx', 'src/app/session-start.ts'];
export const SIGNED_IN_HTML = 'signed-in.html';
/** Where a built page's own copy goes: `pages/billManage/billList.html` for /billManage/billList. */
export const pageHtmlFile = (routePath: string) => `pages${routePath}.html`;
/** The web modules' page maps (app/pages.ts merges them). */
const PAGE_MAPS_DIR = 'src/modules';
/** A page map's line `'/full/path': () => import('./pages/x')`: the page whose module is its own chunk. */
const PAGE_LINE = /'(\/[^']+)':\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g;

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/**
 * The files a set of chunks imports statically, the chunks themselves included, and their
 * stylesheets in the order Vite's preload helper would append them, so the cascade is the one the
 * pages were built against: root by root, a chunk's imports' stylesheets before its own (Vite's
 * `addDeps`), each once.
 */
function closure(bundle: OutputBundle, roots: OutputChunk[]): { files: Set<string>; styles: Set<string> } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  };
  roots.forEach((c) => visit(c.fileName));
  return { files, styles };
}

export type PageSource = { routePath: string; file: string };

/** Each built page's full path and its module's file, read from the modules' page maps. */
export function pageSources(root: string): PageSource[] {
  const dir = path.join(root, PAGE_MAPS_DIR);
  return fs.readdirSync(dir).flatMap((module) => {
    const moduleDir = path.join(dir, module);
    const maps = fs.readdirSync(moduleDir).filter((f) => f.endsWith('.pages.ts'));
    return maps.flatMap((map) =>
      [...fs.readFileSync(path.join(moduleDir, map), 'utf8').matchAll(PAGE_LINE)].map(([, routePath, spec]) => {
        const base = path.resolve(moduleDir, spec!);
        const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? base;
        return { routePath: routePath!, file };
      }),
    );
  });
}

/** index.html with links to the given scripts and stylesheets before its head's end. */
const withLinks = (index: string, scripts: string[], styles: string[]) => {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
};

/**
 * Emits signed-in.html: index.html naming, beside the entry, the signed-in shell's chunks and
 * stylesheet for the browser to fetch while it parses the page. The server sends it for every
 * client route but /login (which stays small). Without it the shell's files were asked for only
 * once the entry had run, and appending their preload links one by one took a long task of its
 * own on a slow PC; Vite's preload helper skips the links it finds in the page. The stylesheets
 * are named as stylesheets, not preloads: the browser parses each as it arrives, while the page
 * loads, instead of inside the shell's first module task, where the preload helper's appending
 * them took 53 ms of home's blocking time at 1.5× CPU slowdown (bench/long-tasks.ts). The page
 * has nothing to show before the shell's script runs, so their blocking the first paint costs nothing.
 *
 * Each built page gets its own copy too (`pages/<path>.html`, which the server sends for that path):
 * the shell's files and then the page's own chunks and stylesheets, in the order the preload
 * helper would append them on the route's first load. Without it a page's files were asked for
 * only once the shell had run, and appending their links took up to 66 ms of a list page's
 * blocking time at 1.78× CPU slowdown (bench/long-tasks.ts).
 */
export function signedInHtml(root: string, pages: () => PageSource[] = () => pageSources(root)): Plugin {
  return {
    name: 'lc:signed-in-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const all = chunks(bundle);
      const entry = closure(
        bundle,
        all.filter((c) => c.isEntry),
      );
      const roots = SIGNED_IN_SOURCES.flatMap((src) => all.filter((c) => c.facadeModuleId === `${root}/${src}`));
      if (roots.length !== SIGNED_IN_SOURCES.length) this.error(`signed-in.html: found ${roots.length} of ${SIGNED_IN_SOURCES.join(', ')}`);
      const shell = closure(bundle, roots);
      const scripts = [...shell.files].filter((file) => !entry.files.has(file));
      const styles = [...shell.styles].filter((file) => !entry.styles.has(file));
      const source = String(index.source);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source: withLinks(source, scripts, styles) });
      // Each built page's copy names its own chunks and stylesheets after the shell's.
      const named = new Set([...entry.files, ...shell.files, ...entry.styles, ...shell.styles]);
      const byModule = new Map(all.map((c) => [c.facadeModuleId, c]));
      for (const { routePath, file } of pages()) {
        const page = byModule.get(file);
        if (!page) this.error(`${pageHtmlFile(routePath)}: no chunk for ${file}`);
        const own = closure(bundle, [page]);
        const pageScripts = [...own.files].filter((f) => !named.has(f));
        const pageStyles = [...own.styles].filter((f) => !named.has(f));
        this.emitFile({
          type: 'asset',
          fileName: pageHtmlFile(routePath),
          source: withLinks(source, [...scripts, ...pageScripts], [...styles, ...pageStyles]),
        });
      }
    },
  };
}
