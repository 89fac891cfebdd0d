import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * What every signed-in page loads after the entry, whatever the page, in the order app.tsx asks
 * for these three on the first navigation.
 */
export const SIGNED_IN_SOURCES = ['src/app/signed-in-routes.ts', 'src/app/layout/shell.tsx', 'src/app/session-start.ts'];
export const SIGNED_IN_HTML = 'signed-in.html';

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
 */
export function signedInHtml(root: string): Plugin {
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
      const links = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ];
      const html = String(index.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source: html });
    },
  };
}
