/**
 * What the route crawl opens for one user, and what it expects at each: built pages (as before),
 * and with ALL_ROUTES=1 also the not-built pages, the groups and redirects its codes open, every
 * menu entry the server sends it, and a share of the routes it may NOT open (each such route goes
 * to one user in turn), which must show the console's own no-permission page.
 */
import { BUILT_ROUTES, type IndexedRoute, MENU_TYPE, ROUTE_TABLE, canOpen, indexRoutes, rendersPage } from '@lc/shared';

export type Expect =
  /** A page: it stays on its own path. */
  | 'page'
  /** A group, a redirect or a menu entry: it may move on, but never to login, /401 or /404. */
  | 'moves-on'
  /** A route the user may not open: the no-permission page at /401. */
  | 'forbidden';
export type Visit = { path: string; expect: Expect; built: boolean };

const ROUTES = indexRoutes(ROUTE_TABLE).filter((r) => !r.entry.external);
const BUILT = new Set<string>(BUILT_ROUTES);
const byPath = new Map(ROUTES.map((r) => [r.fullPath, r]));

/** Paths that end a visit wrongly unless the visit expected them. */
export const WRONG_ENDINGS = ['/login', '/401', '/404'];

const visitOf = (r: IndexedRoute, expect: Expect): Visit => ({ path: r.fullPath, expect, built: BUILT.has(r.fullPath) });

/**
 * The routes no user in the run may open, shared out: the n-th of them goes to user n modulo the
 * count of users who may not open it, so each is tried once and every user tries a few.
 */
export function forbiddenShare(permissionsOf: readonly ReadonlySet<string>[]): Visit[][] {
  const share: Visit[][] = permissionsOf.map(() => []);
  ROUTES.forEach((r, n) => {
    const refused = permissionsOf.flatMap((perms, i) => (canOpen(r, perms) ? [] : [i]));
    const who = refused[n % Math.max(refused.length, 1)];
    if (who !== undefined) share[who]!.push(visitOf(r, 'forbidden'));
  });
  return share;
}

/** Menu entries a user is shown: visible, not external. */
export type MenuRow = { path: string; menuType: number; external: string | null };

export function visitsFor(perms: ReadonlySet<string>, menus: readonly MenuRow[], allRoutes: boolean): Visit[] {
  const mine = ROUTES.filter((r) => canOpen(r, perms));
  if (!allRoutes) return mine.filter((r) => rendersPage(r.entry) && BUILT.has(r.fullPath)).map((r) => visitOf(r, 'page'));
  const visits = mine.map((r) => visitOf(r, rendersPage(r.entry) ? 'page' : 'moves-on'));
  const seen = new Set(visits.map((v) => v.path));
  // A menu entry outside the user's codes (the server and the web disagree) is opened too: it must not end at /401.
  for (const m of menus) {
    if (m.menuType !== MENU_TYPE.menu || m.external || seen.has(m.path)) continue;
    const route = byPath.get(m.path);
    visits.push(route ? visitOf(route, 'moves-on') : { path: m.path, expect: 'moves-on', built: false });
    seen.add(m.path);
  }
  return visits;
}
