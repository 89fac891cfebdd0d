import fs from 'node:fs';
import path from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { type PageSource, SIGNED_IN_HTML, SIGNED_IN_SOURCES, pageSources, signedInHtml } from './signed-in-html';

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

const BILL_LIST: PageSource = { routePath: '/billManage/billList', file: `${ROOT}/src/modules/bill/pages/bill-list-page.tsx` };

/** Runs the plugin's hook on a bundle and returns the files it emitted by name (or the error it raised). */
function emittedFiles(b: OutputBundle, pages: PageSource[] = [BILL_LIST]): Record<string, string> {
  const files: Record<string, string> = {};
  const plugin = signedInHtml(ROOT, () => pages);
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      files[file.fileName] = file.source;
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as unknown as (this: typeof context, o: unknown, b: OutputBundle) => void).call(context, {}, b);
  return files;
}

const emitted = (b: OutputBundle) => emittedFiles(b)[SIGNED_IN_HTML] ?? '';
const linksOf = (html: string) => [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('signed-in.html', () => {
  it("names the signed-in shell's chunks and stylesheet, once each, and not what index.html already names", () => {
    const html = emitted(bundle());
    expect(linksOf(html).sort()).toEqual(
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

  it("gives each built page a copy naming the shell's files, then the page's own, each once", () => {
    const b = bundle();
    b['assets/bill-page.js'] = chunk('assets/bill-page.js', ['assets/antd.js', 'assets/table.js'], {
      facadeModuleId: BILL_LIST.file,
      viteMetadata: { importedCss: new Set(['assets/bill-page.css']) } as OutputChunk['viteMetadata'],
    });
    b['assets/table.js'] = chunk('assets/table.js', ['assets/react.js'], {
      viteMetadata: { importedCss: new Set(['assets/table.css']) } as OutputChunk['viteMetadata'],
    });
    const files = emittedFiles(b);
    expect(Object.keys(files).sort()).toEqual(['pages/billManage/billList.html', SIGNED_IN_HTML]);
    const shell = linksOf(files[SIGNED_IN_HTML]!);
    const page = linksOf(files['pages/billManage/billList.html']!);
    // The shell's links first, as signed-in.html has them; then the page's scripts (antd and react are named already).
    expect(page.slice(0, shell.length - 1)).toEqual(shell.filter((l) => l.startsWith('modulepreload')));
    expect(page.filter((l) => l.startsWith('modulepreload')).slice(-2)).toEqual([
      'modulepreload /assets/bill-page.js',
      'modulepreload /assets/table.js',
    ]);
    // Stylesheets after the scripts: the shell's, then the page's imports' before its own.
    expect(page.filter((l) => l.startsWith('stylesheet'))).toEqual([
      'stylesheet /assets/shell.css',
      'stylesheet /assets/table.css',
      'stylesheet /assets/bill-page.css',
    ]);
    expect(new Set(page).size).toBe(page.length);
  });

  it("fails the build when a page map's page has no chunk (a renamed page)", () => {
    expect(() => emittedFiles(bundle(), [BILL_LIST, { routePath: '/gone', file: `${ROOT}/src/modules/x/pages/gone.tsx` }])).toThrow(
      /pages\/gone\.html: no chunk/,
    );
  });

  it('reads every page map line of the app whose page is its own chunk', () => {
    const sources = pageSources(path.resolve(import.meta.dirname, '..'));
    const byPath = new Map(sources.map((s) => [s.routePath, s.file]));
    expect(byPath.get('/billManage/billList')).toMatch(/modules\/bill\/pages\/bill-list-page\.tsx$/);
    expect(byPath.get('/home')).toMatch(/modules\/home\/pages\/home-page\.tsx$/);
    for (const file of byPath.values()) expect(fs.existsSync(file), file).toBe(true);
    // Most pages are their own chunk; the hidden field-order forms share one and keep signed-in.html.
    expect(sources.length).toBeGreaterThan(140);
    expect(byPath.has('/outerOrder/houseResearch')).toBe(false);
  });

  it('fails the build when a signed-in root is missing from the bundle (a renamed file)', () => {
    const b = bundle();
    delete b['assets/session.js'];
    expect(() => emitted(b)).toThrow(/found 2 of/);
  });
});
