import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense, lazy, useEffect } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import { bindFeedback } from '@/lib/feedback';
import { ApiError, setSignedOutHandler } from '@/lib/http';
import { useLocale } from '@/lib/i18n';

/** Darker primary and placeholder colours than antd's defaults, for WCAG AA contrast. */
const THEME = { token: { colorPrimary: '#0958d9', colorTextPlaceholder: '#6b6b6b', colorTextDescription: '#595959' } };

// Everything behind sign-in loads after it, so /login stays small.
const LoginPage = lazy(() => import('./login-page'));
const Shell = lazy(() => import('./layout/shell').then((m) => ({ default: m.Shell })));
const ForbiddenPage = lazy(() => import('./status-pages').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./status-pages').then((m) => ({ default: m.NotFoundPage })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/401', element: <ForbiddenPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '*', element: <Shell /> },
]);

setSignedOutHandler((text) => {
  queryClient.clear();
  const service = new URLSearchParams(window.location.search).get('service');
  const redirect = window.location.pathname + window.location.search;
  const query = new URLSearchParams({ ...(service ? { service } : {}), ...(redirect !== '/login' ? { redirect } : {}), reason: text });
  void router.navigate(`/login?${query.toString()}`, { replace: true });
});

function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback(message, modal), [message, modal]);
  return null;
}

export function App() {
  const { locale } = useLocale();
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={THEME}>
      <AntApp message={{ top: 150, duration: 2 }}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
