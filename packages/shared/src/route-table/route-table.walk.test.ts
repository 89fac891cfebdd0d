import { describe, expect, it } from 'vitest';
import type { RouteEntry } from './route-table.types';
import { flattenRoutes, joinRoutePath, walkRoutes } from './route-table.walk';

const t = (s: string) => ({ 'zh-CN': s, 'en-US': s });
const TABLE: readonly RouteEntry[] = [
  { path: '/', redirect: '/home', title: t('root'), children: [{ path: 'home', title: t('home') }] },
  {
    path: '/a',
    title: t('a'),
    children: [
      { path: 'b', title: t('b'), children: [{ path: 'c', title: t('c') }] },
      { path: 'd', title: t('d'), hidden: true },
    ],
  },
  { path: '/e', title: t('e') },
];

describe('joinRoutePath', () => {
  it('joins relative paths, keeps absolute ones, and does not double the root slash', () => {
    expect(joinRoutePath(null, '/a')).toBe('/a');
    expect(joinRoutePath('/', 'home')).toBe('/home');
    expect(joinRoutePath('/a', 'b')).toBe('/a/b');
    expect(joinRoutePath('/a/b', 'c')).toBe('/a/b/c');
    expect(joinRoutePath('/a', '/x')).toBe('/x');
  });
});

describe('flattenRoutes', () => {
  it('lists every entry depth first, parents before children, with full paths', () => {
    expect(flattenRoutes(TABLE).map((r) => r.fullPath)).toEqual(['/', '/home', '/a', '/a/b', '/a/b/c', '/a/d', '/e']);
  });

  it('gives each entry its ancestors, outermost first', () => {
    const c = flattenRoutes(TABLE).find((r) => r.fullPath === '/a/b/c');
    expect(c?.entry.title['en-US']).toBe('c');
    expect(c?.parents.map((p) => p.path)).toEqual(['/a', 'b']);
    expect(flattenRoutes(TABLE)[0]?.parents).toEqual([]);
  });

  it('returns nothing for an empty table', () => {
    expect(flattenRoutes([])).toEqual([]);
  });
});

describe('walkRoutes', () => {
  it('visits in the same order flattenRoutes lists', () => {
    const seen: string[] = [];
    walkRoutes(TABLE, (r) => seen.push(r.fullPath));
    expect(seen).toEqual(flattenRoutes(TABLE).map((r) => r.fullPath));
  });
});
