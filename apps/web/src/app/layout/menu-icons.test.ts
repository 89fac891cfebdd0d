import { ROUTES } from '../route-table';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from './menu-icons';

describe('menu icons', () => {
  it('every icon the route table names is bundled', () => {
    const named = [...new Set(ROUTES.flatMap((r) => (r.entry.icon ? [r.entry.icon] : [])))];
    expect(named.filter((name) => !(name in MENU_ICONS))).toEqual([]);
  });
});
