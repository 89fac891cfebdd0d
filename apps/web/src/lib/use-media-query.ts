import { useSyncExternalStore } from 'react';

/** antd's md breakpoint: below it the console lays out for a phone (a drawer menu, cards for rows). */
export const NARROW_SCREEN = '(max-width: 767.98px)';

type Store = { subscribe(onChange: () => void): () => void; matches(): boolean };
const stores = new Map<string, Store>();
/** One MediaQueryList per query (none outside a browser), with stable functions for React to subscribe with. */
function storeOf(query: string): Store {
  let store = stores.get(query);
  if (!store) {
    const list = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;
    store = {
      subscribe: (onChange) => {
        list?.addEventListener('change', onChange);
        return () => list?.removeEventListener('change', onChange);
      },
      matches: () => list?.matches ?? false,
    };
    stores.set(query, store);
  }
  return store;
}

const never = () => false;

/**
 * Whether a media query matches, following resizing and rotation. Right from the first render:
 * antd's Grid.useBreakpoint learns the screen in a layout effect and renders its component again
 * at once, synchronously, which on the shell re-rendered the whole menu inside the first page load.
 */
export function useMediaQuery(query: string): boolean {
  const store = storeOf(query);
  return useSyncExternalStore(store.subscribe, store.matches, never);
}

/** True under antd's md breakpoint (< 768 px): what `Grid.useBreakpoint().md === false` said, without its second render. */
export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN);
