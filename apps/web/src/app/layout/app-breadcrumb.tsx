import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { Crumb } from '../route-table';
import { useShellText } from '../shell.text';

/** The trail of the current route; earlier items link back, the last is the current page. */
export function AppBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useShellText();
  if (!crumbs.length) return null;
  return (
    <Breadcrumb
      aria-label={t('breadcrumb')}
      style={{ marginBottom: 12 }}
      items={crumbs.map((c, i) => ({
        key: c.path,
        title: c.href ? (
          <Link to={c.href}>{c.title}</Link>
        ) : (
          <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.title}</span>
        ),
      }))}
    />
  );
}
