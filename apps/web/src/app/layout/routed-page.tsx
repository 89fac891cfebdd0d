import type { IndexedRoute } from '@lc/shared';
import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spin } from 'antd';
import { useLocale } from '@/lib/i18n';
import { pageFor } from '../pages';
import { ChunkErrorPage, NotBuiltPage } from '../status-pages';

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkErrorPage /> : this.props.children;
  }
}

const KEEP_AT_MOST = 10;
const kept = new Map<string, IndexedRoute>();

/**
 * The page of the current route. keepAlive pages stay mounted (hidden) when the user moves on,
 * so a list keeps its filters and scroll when they come back; others unmount.
 */
export function RoutedPage({ route }: { route: IndexedRoute }) {
  const location = useLocation();
  const { locale } = useLocale();
  const key = location.pathname + location.search;
  if (route.entry.keepAlive) {
    kept.delete(key);
    kept.set(key, route);
    while (kept.size > KEEP_AT_MOST) kept.delete(kept.keys().next().value!);
  }
  const render = (r: IndexedRoute) => {
    const Page = pageFor(r.fullPath);
    return Page ? <Page /> : <NotBuiltPage title={r.entry.title[locale]} />;
  };
  return (
    <ChunkBoundary key={route.fullPath}>
      {[...kept.entries()].map(([k, r]) => (
        <div key={k} style={{ display: k === key ? undefined : 'none' }}>
          <Suspense fallback={<Spin />}>{render(r)}</Suspense>
        </div>
      ))}
      {!route.entry.keepAlive && <Suspense fallback={<Spin />}>{render(route)}</Suspense>}
    </ChunkBoundary>
  );
}
