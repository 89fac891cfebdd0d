import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { type Location, UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';

/** Spec: some routes are kept alive; ten kept pages bound the memory a long session can hold. */
export const KEEP_AT_MOST = 10;

type Kept = { id: number; element: ReactNode; location: Location; scrollY: number };

/**
 * The routed page. Pages of keepAlive routes stay mounted, hidden, when the user moves on, so a
 * list keeps its filters, paging and scroll. They are keyed by path and query (least recently
 * shown dropped first); a query change made on the page itself (a list's filters) keeps the same
 * instance. A hidden page keeps seeing its own location, so it ignores other pages' queries.
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: boolean }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cache = useRef(new Map<string, Kept>());
  const nextId = useRef(1);
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const key = location.pathname + location.search;

  // Updating the cache while rendering is idempotent for one location, and the current page
  // must be in it before the list below renders.
  if (keepAlive) {
    const prev = shown.current;
    const own =
      cache.current.get(key) ?? (prev && prev.key !== key && prev.pathname === location.pathname ? cache.current.get(prev.key) : undefined);
    if (own && prev && own === cache.current.get(prev.key) && prev.key !== key) cache.current.delete(prev.key);
    cache.current.delete(key);
    cache.current.set(key, { id: own?.id ?? nextId.current++, element: outlet, location, scrollY: own?.scrollY ?? 0 });
    while (cache.current.size > KEEP_AT_MOST) {
      const oldest = cache.current.keys().next().value;
      if (oldest === undefined) break;
      cache.current.delete(oldest);
    }
  }

  // Window scroll is shared: follow it for the page shown, restore it when a kept page returns.
  useLayoutEffect(() => {
    const page = cache.current.get(key);
    if (page) window.scrollTo(0, page.scrollY);
    else if (shown.current?.pathname !== location.pathname) window.scrollTo(0, 0);
    shown.current = { key, pathname: location.pathname };
    const follow = () => {
      const page = cache.current.get(key);
      if (page) page.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [key, location.pathname]);

  const kept = [...cache.current.entries()].sort(([, a], [, b]) => a.id - b.id);
  return (
    <>
      {kept.map(([k, page]) => (
        <div key={page.id} style={k === key ? undefined : { display: 'none' }}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
            {page.element}
          </UNSAFE_LocationContext.Provider>
        </div>
      ))}
      {!keepAlive && <div key={`live:${location.pathname}`}>{outlet}</div>}
    </>
  );
}
