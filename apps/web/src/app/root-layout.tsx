import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { usePageViews } from '@/lib/telemetry';
import { type RouteHandle, pageTitle, titleAt } from './page-title';
import { useShellText } from './shell.text';

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null && 'title' in value;

/** Above every route: the page title follows the route and the language; page views are sent. */
export function RootLayout() {
  const { locale } = useLocale();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isHandle)
    .at(-1);
  const { search } = useLocation();
  const title = handle?.route ? titleAt(handle.route.entry, search) : handle?.title;
  useEffect(() => {
    document.title = pageTitle(title, locale);
  }, [title, locale]);
  usePageViews();
  return <Outlet />;
}

/** Shown while the first route's guard and chunks load. */
export function FirstLoad() {
  const t = useShellText();
  return (
    <div className="lc-first-load" role="status" aria-live="polite">
      <span className="lc-spinner" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
