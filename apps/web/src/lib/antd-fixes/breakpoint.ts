/**
 * antd's useBreakpoint (the build gives it to antd's modules in place of theirs: build/antd-fixes.ts).
 * Theirs returns no screens at the first render, subscribes in a layout effect, and then renders
 * its component again at once: every Row does, so every Form.Item's layout rendered twice, the
 * second time synchronously inside the page's first commit. Ours knows the screens from the
 * first render (one media query list per breakpoint, shared by all) and renders again only when
 * a breakpoint is crossed. Same breakpoints, from the same theme tokens.
 */
import { useSyncExternalStore } from 'react';
import { type Breakpoint, type ScreenMap, responsiveArray } from 'antd/es/_util/responsiveObserver';
import { useToken } from 'antd/es/theme/internal';

type Store = { subscribe(onChange: () => void): () => void; screens(): ScreenMap };
type ScreenTokens = ReturnType<typeof useToken>[1];

/** The media query of each breakpoint, as antd's responsive observer writes them. */
const mediaQueries = (t: ScreenTokens): Record<Breakpoint, string> => ({
  xs: `(max-width: ${t.screenXSMax}px)`,
  sm: `(min-width: ${t.screenSM}px)`,
  md: `(min-width: ${t.screenMD}px)`,
  lg: `(min-width: ${t.screenLG}px)`,
  xl: `(min-width: ${t.screenXL}px)`,
  xxl: `(min-width: ${t.screenXXL}px)`,
  xxxl: `(min-width: ${t.screenXXXL}px)`,
});

const stores = new Map<string, Store>();
/** One store per set of breakpoints: its screens object stays the same until a breakpoint is crossed. */
function storeOf(queries: Record<Breakpoint, string>): Store {
  const key = responsiveArray.map((b) => queries[b]).join();
  let store = stores.get(key);
  if (!store) {
    const lists = responsiveArray.map((b) => [b, window.matchMedia(queries[b])] as const);
    let current: ScreenMap = {};
    const screens = () => {
      if (lists.some(([b, list]) => current[b] !== list.matches)) current = Object.fromEntries(lists.map(([b, list]) => [b, list.matches]));
      return current;
    };
    store = {
      subscribe: (onChange) => {
        for (const [, list] of lists) list.addEventListener('change', onChange);
        return () => {
          for (const [, list] of lists) list.removeEventListener('change', onChange);
        };
      },
      screens,
    };
    stores.set(key, store);
  }
  return store;
}

const unsubscribed = () => () => undefined;

/** As antd's: `refreshOnChange` false reads the screens without rendering again when they change; `defaultScreens` serves the server. */
export default function useBreakpoint(refreshOnChange = true, defaultScreens: ScreenMap | null = {}): ScreenMap {
  const [, token] = useToken();
  const store = storeOf(mediaQueries(token));
  return useSyncExternalStore(refreshOnChange ? store.subscribe : unsubscribed, store.screens, () => defaultScreens as ScreenMap);
}
