import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { usePageViews } from '@/lib/telemetry';
import { type RouteHandle, pageTitle } from './page-title';
import { useShellText } from './shell.text';

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null && 'title' in value;

/** Above every route: the page title follows the route and the language; page views are sent. */
export function RootLayout() {
  const { locale } = useLocale();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isHandle)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(handle?.title, locale);
  }, [handle, locale]);
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
