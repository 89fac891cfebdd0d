import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './menu-tree';
import { MENU_TYPE } from './route-index';

const entry = (
  funcMenuId: number,
  parentId: number,
  sort: number,
  menuType: number = MENU_TYPE.menu,
  firstMenuId = parentId || funcMenuId,
) => ({
  funcMenuId,
  parentId,
  sort,
  menuType,
  firstMenuId,
});

describe('buildMenuTree', () => {
  it('nests children under their parents, sorted ascending by sort', () => {
    const tree = buildMenuTree([entry(3, 1, 20), entry(1, 0, 10), entry(2, 1, 10), entry(4, 0, 5)]);
    expect(tree.map((n) => n.funcMenuId)).toEqual([4, 1]);
    expect(tree[1]!.children.map((n) => n.funcMenuId)).toEqual([2, 3]);
  });

  it('attaches hidden (menuType 2) entries to the children of their first-level menu', () => {
    const tree = buildMenuTree([entry(1, 0, 10), entry(2, 1, 10), entry(9, 7, 30, MENU_TYPE.hidden, 1)]);
    expect(tree[0]!.children.map((n) => n.funcMenuId)).toEqual([2, 9]);
  });

  it('drops entries whose parent is not in the list (not permitted)', () => {
    const tree = buildMenuTree([entry(1, 0, 10), entry(5, 4, 10)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children).toEqual([]);
  });

  it('nests a flat list of 20,000 entries in sort order', () => {
    const many = [entry(1, 0, 1), ...Array.from({ length: 19_999 }, (_, i) => entry(i + 2, 1, 20_000 - i))];
    const tree = buildMenuTree(many);
    expect(tree[0]!.children).toHaveLength(19_999);
    expect(tree[0]!.children[0]!.sort).toBe(2);
  });
});
