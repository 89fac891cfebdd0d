import { ACCESS_API, CONSOLE_APP_ID, IDENTITY_API, type MenuAuthReply } from '@lc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { call } from './api-client';
import { runBeforeSignOut } from './before-sign-out';
import { endSession, hasSessionHint } from './session';
import { reportError } from './telemetry';

export { hasSessionHint };
export const APP_ID = CONSOLE_APP_ID;

export const authKeys = {
  all: ['auth'] as const,
  user: ['auth', 'user'] as const,
  menus: ['auth', 'menus'] as const,
  pageComponents: (menuCode: string) => ['auth', 'pageComponents', menuCode] as const,
};

export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: ({ signal }) => call(IDENTITY_API.endpoints.userInfo, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** Spec 000 §2: on failure the menu starts empty and the failure is reported. */
export const menusQuery = queryOptions({
  queryKey: authKeys.menus,
  queryFn: async ({ signal }) => {
    try {
      return await call(ACCESS_API.endpoints.menus, { params: { appId: APP_ID } }, { signal });
    } catch (e) {
      reportError({ kind: 'menu-init-failed', message: e instanceof Error ? e.message : String(e) });
      return [];
    }
  },
  staleTime: 10 * 60_000,
});

export const pageComponentsQuery = (menuCode: string) =>
  queryOptions({
    queryKey: authKeys.pageComponents(menuCode),
    queryFn: ({ signal }) => call(ACCESS_API.endpoints.pageComponents, { body: { appId: APP_ID, menuCode } }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useCurrentUser = () => useQuery({ ...userQuery, enabled: hasSessionHint() });

const NONE: ReadonlySet<string> = new Set();
export function usePermissions(): ReadonlySet<string> {
  const { data } = useCurrentUser();
  return useMemo(() => (data ? new Set(data.permissions) : NONE), [data]);
}
export const usePermission = (code: string): boolean => usePermissions().has(code);

export type PageComponents = {
  components: Readonly<MenuAuthReply['pageComponentMap']>;
  /** authStatus 1 = allowed (spec 000 §2). */
  allowed: (component: string) => boolean;
  isLoading: boolean;
};

/** Page-level component permissions for a menu code, fetched once and cached. */
export function usePageComponents(menuCode: string | null | undefined): PageComponents {
  const query = useQuery({ ...pageComponentsQuery(menuCode ?? ''), enabled: Boolean(menuCode) && hasSessionHint() });
  const components = query.data?.pageComponentMap;
  return useMemo(
    () => ({
      components: components ?? {},
      allowed: (component: string) => components?.[component]?.authStatus === 1,
      isLoading: query.isLoading,
    }),
    [components, query.isLoading],
  );
}

/** Silent: the login form shows wrong password, lock and throttling under its fields. */
export const login = (mobile: string, password: string) =>
  call(IDENTITY_API.endpoints.login, { body: { mobile, password } }, { silent: true });

/**
 * Ends the session on the server (best effort) and here, then goes to the login page. What pages
 * hold on the server (transfer locks) is let go first, while the session can still do it.
 */
export async function logout(): Promise<void> {
  try {
    await runBeforeSignOut();
    await call(IDENTITY_API.endpoints.logout, {}, { silent: true });
  } catch {
    // the session may already be gone; we sign out here all the same
  } finally {
    endSession({ keepRedirect: false });
  }
}

const REFRESH_EVERY_MS = 10 * 60_000;
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Refreshes (rotates) the session every 10 minutes while the user is active, so the 30-minute
 * idle timeout only ends sessions that really are idle. Returns a stop function.
 */
export function startSessionRefresh(): () => void {
  let active = false;
  const mark = () => {
    active = true;
  };
  for (const type of ACTIVITY) window.addEventListener(type, mark, { passive: true });
  const timer = setInterval(() => {
    if (active && hasSessionHint()) void call(IDENTITY_API.endpoints.refresh, {}, { silent: true }).catch(() => undefined);
    active = false;
  }, REFRESH_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY) window.removeEventListener(type, mark);
  };
}

export function useSessionRefresh() {
  useEffect(() => startSessionRefresh(), []);
}
