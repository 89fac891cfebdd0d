import type { IndexedRoute, LocalisedText } from '@lc/shared';
import { useLocation, useMatches } from 'react-router';

/** What the router's handle says about the current page: its title and, for table routes, its entry. */
type Handle = { title?: LocalisedText; route?: IndexedRoute } | undefined;

/** The current route: path, Chinese title (the spec names pages by it) and its permission code. */
export function useRouteInfo() {
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as Handle;
  return {
    pathname,
    title: handle?.title?.['zh-CN'] ?? '',
    permission: handle?.route?.requiredCodes.at(-1) ?? null,
  };
}
