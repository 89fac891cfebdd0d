import { ACCESS_API, BUILT_ROUTES, MENU_TYPE, ROUTE_TABLE, indexRoutes, joinPath, rendersPage } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users';
import { callerOf } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Every demo user signs in to a console with work in it (issue 14): the menu the server gives
 * them opens at least one built page beyond home and the download guide, and no menu entry whose
 * children are all hidden leads nowhere (such an entry is itself a page).
 */
const EVERYONE = new Set(['/home', '/downloadGuidePage']);
const built = new Set<string>(BUILT_ROUTES);
const byPath = new Map(indexRoutes(ROUTE_TABLE).map((r) => [r.fullPath, r]));

describe('the menu of every demo user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(DEMO_USERS.map((u) => [u.realName, u.mobile]))('%s (%s) has a built page to open', async (_name, mobile) => {
    const cookie = await t.login(mobile);
    const res = await callerOf(t, cookie).send(ACCESS_API.endpoints.menus, { params: { appId: 'console' } });
    expect(res.status).toBe(200);
    const shown = res.reply!.filter((m) => m.menuType === MENU_TYPE.menu);
    // Shown: the entry and every entry above it are menu entries (a hidden group hides its children).
    // An entry that redirects opens its target.
    const opened = shown.flatMap((m) => {
      const route = byPath.get(m.path);
      if (!route || !route.trail.every((step) => !step.hidden)) return [];
      const target = route.entry.redirect ? joinPath(route.fullPath, route.entry.redirect) : route.fullPath;
      return rendersPage(byPath.get(target)?.entry ?? route.entry) ? [target] : [];
    });
    expect(opened.filter((path) => built.has(path) && !EVERYONE.has(path))).not.toEqual([]);
  });
});
