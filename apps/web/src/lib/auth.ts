import { type MenuEntry, type UserInfo } from '@lc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clearSessionHint, request } from './http';

export const authKeys = { user: ['auth', 'user'] as const, menus: ['auth', 'menus'] as const };

export const hasSessionHint = () => document.cookie.split('; ').includes('lc_signed_in=1');

export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: () => request<UserInfo>({ domain: 'auth', path: '/v1/userInfo/get' }),
  staleTime: 5 * 60_000,
});

export const menusQuery = queryOptions({
  queryKey: authKeys.menus,
  queryFn: () => request<MenuEntry[]>({ domain: 'auth', path: '/v1/userInfo/appMenus/console' }),
  staleTime: 5 * 60_000,
});

export const useCurrentUser = () => useQuery({ ...userQuery, enabled: hasSessionHint() });

const EMPTY: ReadonlySet<string> = new Set();
export function usePermissions(): ReadonlySet<string> {
  const { data } = useCurrentUser();
  return useMemo(() => (data ? new Set(data.permissions) : EMPTY), [data]);
}
export const usePermission = (code: string) => usePermissions().has(code);

export const login = (mobile: string, password: string) =>
  request<UserInfo>({ domain: 'auth', method: 'POST', path: '/v1/userInfo/login', body: { mobile, password }, silent: true });

export async function logout() {
  try {
    await request<null>({ domain: 'auth', path: '/v1/userInfo/logout', silent: true });
  } finally {
    clearSessionHint();
  }
}

/** Refreshes the session every 10 minutes while the tab is used, so only real idleness ends it. */
export function useSessionRefresh() {
  useEffect(() => {
    let active = false;
    const mark = () => {
      active = true;
    };
    window.addEventListener('pointerdown', mark);
    window.addEventListener('keydown', mark);
    const timer = setInterval(() => {
      if (active && hasSessionHint()) void request({ domain: 'auth', path: '/user_handle/v3/refresh', silent: true }).catch(() => {});
      active = false;
    }, 10 * 60_000);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', mark);
      window.removeEventListener('keydown', mark);
    };
  }, []);
}
