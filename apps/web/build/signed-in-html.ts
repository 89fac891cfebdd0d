import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What every signed-in page loads after the entry, whatever the page (app.tsx asks for these three on the first navigation). */
export const SIGNED_IN_SOURCES = ['src/app/signed-in-routes.ts', 'src/app/session-start.ts', 'src/app/layout/shell.tsx'];
export const SIGNED_IN_HTML = 'signed-in.html';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/** The files a set of chunks imports statically, the chunks themselves included. */
function closure(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  roots.forEach((c) => visit(c.fileName));
  return seen;
}

/**
 * Emits signed-in.html: index.html naming, beside the entry, the signed-in shell's chunks and
 * stylesheet for the browser to fetch while it parses the page. The server sends it for every
 * client route but /login (which stays small). Without it the shell's files were asked for only
 * once the entry had run, and appending their preload links one by one took a long task of its
 * own on a slow PC; Vite's preload helper skips the links it finds in the page.
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
      const roots = all.filter((c) => SIGNED_IN_SOURCES.some((src) => c.facadeModuleId === `${root}/${src}`));
      if (roots.length !== SIGNED_IN_SOURCES.length) this.error(`signed-in.html: found ${roots.length} of ${SIGNED_IN_SOURCES.join(', ')}`);
      const scripts = [...closure(bundle, roots)].filter((file) => !entry.has(file));
      const styles = new Set(scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));
      const links = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      const html = String(index.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source: html });
    },
  };
}
