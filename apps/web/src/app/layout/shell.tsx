import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Drawer, Grid, Layout, Menu, Spin } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { hasSessionHint, menusQuery, useCurrentUser, usePermissions, useSessionRefresh } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { reportEvent } from '@/lib/telemetry';
import { APP_TITLE, breadcrumbs, guard, pageTitle } from '../route-table';
import { AppHeader } from './app-header';
import { menuItems } from './menu-items';
import { RoutedPage } from './routed-page';

const AUTO_COLLAPSE_BELOW = 1366;

/** The signed-in frame: guard, menu, header, breadcrumb and the routed page (spec 000 §2). */
export function Shell() {
  const location = useLocation();
  const { locale } = useLocale();
  const signedIn = hasSessionHint();
  const user = useCurrentUser();
  const permissions = usePermissions();
  const menus = useQuery({ ...menusQuery, enabled: signedIn });
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < AUTO_COLLAPSE_BELOW);
  const [drawer, setDrawer] = useState(false);
  const siderRef = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  useSessionRefresh();

  const decision = guard(location.pathname, signedIn, user.data ? permissions : null);
  const route = decision.kind === 'ok' ? decision.route : undefined;

  useEffect(() => {
    const onResize = () => setCollapsed(window.innerWidth < AUTO_COLLAPSE_BELOW);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    document.title = pageTitle(route, locale);
    reportEvent('pageview', { to: location.pathname, from: previous.current });
    previous.current = location.pathname;
    setDrawer(false);
    // After each navigation the sidebar scrolls to the active item.
    requestAnimationFrame(() => siderRef.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' }));
  }, [location.pathname, route, locale]);

  const items = useMemo(() => menuItems(menus.data ?? [], locale), [menus.data, locale]);

  if (decision.kind === 'login')
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!user.data) return <Spin fullscreen aria-label="loading" />;
  if (decision.kind === 'forbidden') return <Navigate to="/401" replace />;
  if (decision.kind === 'notFound') return <Navigate to="/404" replace />;

  const selected = route?.entry.hidden ? (route.parentPath ?? route.fullPath) : (route?.fullPath ?? '');
  const menu = (
    <nav aria-label={locale === 'zh-CN' ? '主菜单' : 'Main menu'}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[selected, location.pathname]}
        defaultOpenKeys={route ? [route.firstPath] : []}
      />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="left"
          width={256}
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={APP_TITLE[locale]}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          width={256}
          collapsedWidth={64}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}
        >
          <div ref={siderRef}>
            <Link
              to="/home"
              style={{
                display: 'block',
                color: '#fff',
                fontSize: 16,
                fontWeight: 600,
                padding: 16,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              }}
            >
              {collapsed ? '后台' : APP_TITLE[locale]}
            </Link>
            {menu}
          </div>
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader user={user.data} {...(phone ? { onOpenMenu: () => setDrawer(true) } : {})} />
        <main style={{ margin: 16 }}>
          <Breadcrumb
            aria-label={locale === 'zh-CN' ? '面包屑' : 'Breadcrumb'}
            style={{ marginBottom: 12 }}
            items={breadcrumbs(route, locale).map((c) => ({ title: c.href ? <Link to={c.href}>{c.title}</Link> : c.title }))}
          />
          <Suspense fallback={<Spin />}>{route && <RoutedPage route={route} />}</Suspense>
        </main>
      </Layout>
    </Layout>
  );
}
