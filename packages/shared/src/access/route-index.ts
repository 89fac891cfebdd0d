import type { LocalisedText, RouteEntry } from '../route-table/route-table.types';

export const MENU_TYPE = { menu: 1, hidden: 2 } as const;

export type IndexedRoute = {
  fullPath: string;
  entry: RouteEntry;
  /** Full path of the parent entry; null at the top level. */
  parentPath: string | null;
  /** Full path of the first-level ancestor (itself at the top level). */
  firstPath: string;
  level: number;
  /** Codes a user must hold to open it: its ancestors' and its own. */
  requiredCodes: string[];
  /** Titles from the top-level group down to this entry, for breadcrumbs. */
  trail: { path: string; title: LocalisedText; hidden: boolean }[];
  sort: number;
};

/**
 * A route that renders a page: no redirect, no external link, and no child shown in the menu. A
 * menu entry whose children are all hidden is itself a page, the list its hidden pages open from.
 */
export const rendersPage = (entry: RouteEntry) => !entry.redirect && !entry.external && !entry.children?.some((c) => !c.hidden);

export const joinPath = (parent: string | null, child: string) =>
  child.startsWith('/') ? child : `${parent === '/' || parent === null ? '' : parent}/${child}`;

/** Flattens the route table in menu order, with everything derived from nesting worked out once. */
export function indexRoutes(table: readonly RouteEntry[]): IndexedRoute[] {
  const out: IndexedRoute[] = [];
  const visit = (entries: readonly RouteEntry[], parent: IndexedRoute | null) => {
    entries.forEach((entry, i) => {
      const fullPath = joinPath(parent?.fullPath ?? null, entry.path);
      const node: IndexedRoute = {
        fullPath,
        entry,
        parentPath: parent?.fullPath ?? null,
        firstPath: parent?.firstPath ?? fullPath,
        level: (parent?.level ?? 0) + 1,
        requiredCodes: [...(parent?.requiredCodes ?? []), ...(entry.permission ? [entry.permission] : [])],
        trail: [...(parent?.trail ?? []), { path: fullPath, title: entry.title, hidden: Boolean(entry.hidden) }],
        sort: (i + 1) * 10,
      };
      out.push(node);
      if (entry.children) visit(entry.children, node);
    });
  };
  visit(table, null);
  // A hidden page opened from a list needs what the list needs: its reader came from there.
  const byPath = new Map(out.map((r) => [r.fullPath, r]));
  for (const r of out) {
    const list = r.entry.listPath ? byPath.get(r.entry.listPath) : undefined;
    if (list) r.requiredCodes = [...new Set([...r.requiredCodes, ...list.requiredCodes])];
  }
  return out;
}

export const canOpen = (route: Pick<IndexedRoute, 'requiredCodes'>, permissions: ReadonlySet<string>) =>
  route.requiredCodes.every((code) => permissions.has(code));

export type MenuSeed = {
  funcMenuId: number;
  parentId: number;
  level: number;
  menuType: number;
  menuName: string;
  menuNameEn: string;
  menuCode: string;
  requiredCodes: string[];
  sort: number;
  firstMenuId: number;
  path: string;
  icon: string | null;
  external: string | null;
};

/** The menu rows the server seeds (spec 000 §2: funcMenuId, parentId, level, menuType, …). */
export function menuSeed(table: readonly RouteEntry[]): MenuSeed[] {
  const routes = indexRoutes(table);
  const idOf = new Map(routes.map((r, i) => [r.fullPath, i + 1]));
  return routes.map((r) => ({
    funcMenuId: idOf.get(r.fullPath)!,
    parentId: r.parentPath ? idOf.get(r.parentPath)! : 0,
    level: r.level,
    menuType: r.entry.hidden ? MENU_TYPE.hidden : MENU_TYPE.menu,
    menuName: r.entry.title['zh-CN'],
    menuNameEn: r.entry.title['en-US'],
    menuCode: r.entry.permission ?? `page:${r.fullPath}`,
    requiredCodes: r.requiredCodes,
    sort: r.sort,
    firstMenuId: idOf.get(r.firstPath)!,
    path: r.fullPath,
    icon: r.entry.icon ?? null,
    external: r.entry.external ?? null,
  }));
}
