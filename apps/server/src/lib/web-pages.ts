import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE, indexRoutes, joinPath } from '@lc/shared';

/** The build's copy of index.html for signed-in pages (apps/web/build/signed-in-html.ts). */
const SIGNED_IN_PAGE = 'signed-in.html';
/** Where the build puts each built page's own copy: `pages/<path>.html`. */
const PAGES_DIR = 'pages';

/** A route that always sends the browser on (/ → /home) serves its target's page. */
const REDIRECTS = new Map(
  indexRoutes(ROUTE_TABLE).flatMap((r) => (r.entry.redirect ? [[r.fullPath, joinPath(r.fullPath, r.entry.redirect)] as const] : [])),
);

/** Every `.html` under dir, as client paths: pages/billManage/billList.html → /billManage/billList. */
function builtPagePaths(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return builtPagePaths(path.join(dir, e.name), `${prefix}/${e.name}`);
    return e.name.endsWith('.html') ? [`${prefix}/${e.name.slice(0, -'.html'.length)}`] : [];
  });
}

/**
 * Which HTML file of the web build answers a client route: index.html for /login (small, it
 * names no signed-in file), the page's own copy when the build made one (it names the page's
 * chunks and stylesheets besides the shell's), else signed-in.html when built, else index.html.
 */
export function webPageFor(webDist: string): (url: string) => string {
  const signedIn = fs.existsSync(path.join(webDist, SIGNED_IN_PAGE)) ? SIGNED_IN_PAGE : 'index.html';
  const pages = new Set(builtPagePaths(path.join(webDist, PAGES_DIR)));
  return (url) => {
    const pathname = url.split('?', 1)[0] ?? '';
    if (pathname === '/login') return 'index.html';
    const target = REDIRECTS.get(pathname) ?? pathname;
    return pages.has(target) ? `${PAGES_DIR}${target}.html` : signedIn;
  };
}

/** The app's HTML files: revalidated on every load, as they name the current hashed files. */
export const isAppHtml = (relativePath: string) => /^((index|signed-in)\.html|pages\/.+\.html)(\.br|\.gz)?$/.test(relativePath);
