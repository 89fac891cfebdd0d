import type { RouteEntry } from './route-table.types';

export type WalkedRoute = {
  /** The entry's full path: '/' + its parents' paths + its own ('/billManage/billList'). */
  fullPath: string;
  entry: RouteEntry;
  /** Its ancestors, outermost first; empty at the top level. */
  parents: readonly RouteEntry[];
};

/** Joins a child's path onto its parent's full path; a path starting with '/' is already full. */
export const joinRoutePath = (parentPath: string | null, path: string): string =>
  path.startsWith('/') ? path : `${parentPath === null || parentPath === '/' ? '' : parentPath}/${path}`;

/** Visits every entry of the table depth first, in table order, parents before children. */
export function walkRoutes(table: readonly RouteEntry[], visit: (route: WalkedRoute) => void): void {
  const walk = (entries: readonly RouteEntry[], parentPath: string | null, parents: readonly RouteEntry[]) => {
    for (const entry of entries) {
      const fullPath = joinRoutePath(parentPath, entry.path);
      visit({ fullPath, entry, parents });
      if (entry.children) walk(entry.children, fullPath, [...parents, entry]);
    }
  };
  walk(table, null, []);
}

/** Every entry of the table with its full path and ancestors, in table order. */
export function flattenRoutes(table: readonly RouteEntry[]): WalkedRoute[] {
  const out: WalkedRoute[] = [];
  walkRoutes(table, (route) => out.push(route));
  return out;
}
