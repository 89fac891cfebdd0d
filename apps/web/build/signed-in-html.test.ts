import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HTML, SIGNED_IN_SOURCES, signedInHtml } from './signed-in-html';

const ROOT = '/app';
const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const chunk = (fileName: string, imports: string[], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as OutputChunk;

/** A build in miniature: the entry with its react chunk, the three signed-in roots sharing antd and one stylesheet, a page. */
function bundle(): OutputBundle {
  const [routes, shell, session] = SIGNED_IN_SOURCES.map((src) => `${ROOT}/${src}`);
  const files = [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/routes.js', ['assets/react.js', 'assets/table-data.js'], { facadeModuleId: routes! }),
    chunk('assets/table-data.js', []),
    chunk('assets/session.js', ['assets/react.js'], { facadeModuleId: session! }),
    chunk('assets/shell.js', ['assets/antd.js'], {
      facadeModuleId: shell!,
      viteMetadata: { importedCss: new Set(['assets/shell.css']) } as OutputChunk['viteMetadata'],
    }),
    chunk('assets/antd.js', ['assets/react.js']),
    chunk('assets/bill-page.js', ['assets/antd.js'], { facadeModuleId: `${ROOT}/src/modules/bill/pages/bill-list-page.tsx` }),
  ];
  const out: Record<string, OutputChunk | OutputAsset> = Object.fromEntries(files.map((f) => [f.fileName, f]));
  out['index.html'] = { type: 'asset', fileName: 'index.html', source: INDEX } as OutputAsset;
  return out as OutputBundle;
}

/** Runs the plugin's hook on a bundle and returns the HTML it emitted (or the error it raised). */
function emitted(b: OutputBundle): string {
  let html = '';
  const plugin = signedInHtml(ROOT);
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      expect(file.fileName).toBe(SIGNED_IN_HTML);
      html = file.source;
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as unknown as (this: typeof context, o: unknown, b: OutputBundle) => void).call(context, {}, b);
  return html;
}

describe('signed-in.html', () => {
  it("names the signed-in shell's chunks and stylesheet, once each, and not what index.html already names", () => {
    const html = emitted(bundle());
    const links = [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links.sort()).toEqual(
      [
        'modulepreload /assets/antd.js',
        'modulepreload /assets/routes.js',
        'modulepreload /assets/session.js',
        'modulepreload /assets/shell.js',
        'modulepreload /assets/table-data.js',
        'stylesheet /assets/shell.css',
      ].sort(),
    );
    // index.html's own content stays, the links go in its head.
    expect(html.startsWith('<html><head><script type="module" src="/assets/index.js"></script>')).toBe(true);
    expect(html.indexOf('shell.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names the stylesheets in the order Vite's preload helper appends them: root by root, a chunk's imports' before its own", () => {
    const b = bundle();
    const css = (file: string, ...sheets: string[]) =>
      Object.assign(b[file]!, { viteMetadata: { importedCss: new Set(sheets) } as OutputChunk['viteMetadata'] });
    css('assets/index.js', 'assets/web.css');
    css('assets/routes.js', 'assets/routes.css');
    css('assets/table-data.js', 'assets/table.css');
    css('assets/antd.js', 'assets/button.css', 'assets/menu.css');
    const sheets = [...emitted(b).matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The entry's own stylesheet is index.html's already; the shell's comes after antd's, which it imports.
    expect(sheets).toEqual(['/assets/table.css', '/assets/routes.css', '/assets/button.css', '/assets/menu.css', '/assets/shell.css']);
  });

  it('fails the build when a signed-in root is missing from the bundle (a renamed file)', () => {
    const b = bundle();
    delete b['assets/session.js'];
    expect(() => emitted(b)).toThrow(/found 2 of/);
  });
});
