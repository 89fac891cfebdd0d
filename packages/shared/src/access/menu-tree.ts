import { MENU_TYPE } from './route-index';

export type MenuLike = { funcMenuId: number; parentId: number; menuType: number; sort: number; firstMenuId: number };
export type MenuNode<T extends MenuLike> = T & { children: MenuNode<T>[] };

/**
 * Nests flat menu entries into a tree (spec 000 §2): children sorted ascending by sort, and
 * entries of menuType 2 attached to the children of their first-level menu. One sort, then
 * one pass with a map: no nested loops over the entries.
 */
export function buildMenuTree<T extends MenuLike>(entries: readonly T[]): MenuNode<T>[] {
  const sorted = [...entries].sort((a, b) => a.sort - b.sort || a.funcMenuId - b.funcMenuId);
  const nodes = new Map<number, MenuNode<T>>();
  for (const entry of sorted) nodes.set(entry.funcMenuId, { ...entry, children: [] });
  const roots: MenuNode<T>[] = [];
  for (const entry of sorted) {
    const node = nodes.get(entry.funcMenuId)!;
    const parentId = entry.menuType === MENU_TYPE.hidden ? entry.firstMenuId : entry.parentId;
    const parent = parentId !== entry.funcMenuId ? nodes.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (entry.parentId === 0) roots.push(node);
  }
  return roots;
}
