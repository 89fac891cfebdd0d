import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Layout, Spin } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { hasSessionHint, menusQuery, useCurrentUser, usePermissions, useSessionRefresh } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { APP_TITLE, type RouteHandle, breadcrumbTrail, parentListOf, toMenuNodes } from '../route-table';
import { useShellText } from '../shell.text';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { ReceivingCardSlot } from './receiving-card-slot';
import { ValuationSlot } from './valuation-slot';
import { SideMenu } from './side-menu';
import { AntdProviders } from './antd-providers';
import './phone.css';

const SIDER_WIDTH = 256;
const SIDER_COLLAPSED = 64;
/** Spec 000 §9: the sidebar collapses by itself under 1366 px. */
const NARROW = '(max-width: 1365.98px)';
const DARK = '#001529';
/** The drawer the menu takes at phone width: a desktop never loads it. */
const PhoneMenuDrawer = lazy(() => import('./phone-menu-drawer'));

function useAutoCollapse() {
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setCollapsed(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [collapsed, setCollapsed] as const;
}

/** The signed-in frame: menu, header, breadcrumb and the routed page. The guard has run. */
/** The signed-in frame, inside antd's providers (loaded with it, after sign-in). */
export function Shell() {
  return (
    <AntdProviders>
      <ValuationSlot>
        <ReceivingCardSlot>
          <ShellFrame />
        </ReceivingCardSlot>
      </ValuationSlot>
    </AntdProviders>
  );
}

function ShellFrame() {
  const t = useShellText();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const permissions = usePermissions();
  const menus = useQuery({ ...menusQuery, enabled: hasSessionHint() });
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const route = handle?.route;
  const { search } = useLocation();
  const loading = useNavigation().state === 'loading';
  const phone = useNarrowScreen();
  const [collapsed, setCollapsed] = useAutoCollapse();
  const [drawer, setDrawer] = useState(false);
  const lastList = useRef(new Map<string | null, string>());
  useSessionRefresh();

  useEffect(() => {
    if (route && !route.entry.hidden) lastList.current.set(route.parentPath, route.fullPath);
  }, [route]);

  const nodes = useMemo(() => toMenuNodes(menus.data ?? [], locale), [menus.data, locale]);
  const list = route ? parentListOf(route, permissions, lastList.current.get(route.parentPath)) : null;
  const crumbs = route ? breadcrumbTrail(route, locale, list, search) : [];
  // A hidden page lights up its list in the menu.
  const anchor = list ?? route;
  // The same array while the anchor stays: the menu renders again only when its inputs change.
  const selected = useMemo(() => (anchor ? [anchor.fullPath, ...(anchor.parentPath ? [anchor.parentPath] : [])] : []), [anchor]);
  const openKey = anchor && anchor.firstPath !== '/' ? anchor.firstPath : null;
  const closeDrawer = useCallback(() => setDrawer(false), []);

  // The guard loads the user first; without one, the guard failed and the outlet shows why.
  if (!user.data)
    return (
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    );

  const menu = (
    <SideMenu nodes={nodes} selectedKeys={selected} openKey={openKey} collapsed={!phone && collapsed} onNavigate={closeDrawer} />
  );
  const leading = phone ? (
    <Button icon={<MenuOutlined />} aria-label={t('menu')} aria-expanded={drawer} onClick={() => setDrawer(true)} />
  ) : (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={t(collapsed ? 'expand' : 'collapse')}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed(!collapsed)}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Suspense fallback={null}>
          <PhoneMenuDrawer open={drawer} onClose={() => setDrawer(false)} width={SIDER_WIDTH} title={APP_TITLE[locale]} background={DARK}>
            {menu}
          </PhoneMenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          aria-label={t('sidebar')}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}
        >
          <Link
            to="/home"
            title={APP_TITLE[locale]}
            style={{
              display: 'block',
              color: '#fff',
              fontSize: 16,
              fontWeight: 600,
              padding: '20px 16px',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {collapsed ? t('shortTitle') : APP_TITLE[locale]}
          </Link>
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <AppHeader user={user.data} leading={leading} compact={phone} />
        <Layout.Content style={{ margin: phone ? 8 : 16 }}>
          <AppBreadcrumb crumbs={crumbs} />
          <Spin spinning={loading} delay={300} aria-label={t('loading')}>
            <KeepAliveOutlet keepAlive={Boolean(route?.entry.keepAlive)} />
          </Spin>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
