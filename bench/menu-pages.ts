import { BUILT_ROUTES, ROUTE_TABLE, indexRoutes, rendersPage } from '@lc/shared';

/** Every built page a menu entry opens (none of its ancestors hidden), as the admin, who holds every code. */
export function menuPagePaths(): string[] {
  const built = new Set<string>(BUILT_ROUTES);
  const hidden = new Set<string>();
  const paths: string[] = [];
  for (const r of indexRoutes(ROUTE_TABLE)) {
    if (r.entry.hidden || (r.parentPath && hidden.has(r.parentPath))) hidden.add(r.fullPath);
    else if (rendersPage(r.entry) && built.has(r.fullPath) && !r.entry.external) paths.push(r.fullPath);
  }
  return paths;
}
