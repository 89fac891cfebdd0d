import { Button, Result } from 'antd';
import { useMatches, useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { ROUTES, type RouteHandle } from './route-table';
import { useShellText } from './shell.text';

/**
 * A menu group opened by someone who holds its code but none of its pages' codes (the guard sends
 * everyone else on to the first page they may open): what the group holds and whom to ask.
 */
export default function GroupPage() {
  const t = useShellText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const group = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const title = group?.entry.title[locale] ?? '';
  const pages = group ? ROUTES.filter((r) => r.parentPath === group.fullPath && !r.entry.hidden && !r.entry.external) : [];
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('groupEmpty', { title })}</h1>}
      subTitle={
        <>
          <p>{t('groupEmptySub')}</p>
          <ul aria-label={title} style={{ display: 'inline-block', textAlign: 'start', margin: 0 }}>
            {pages.map((page) => (
              <li key={page.fullPath}>{page.entry.title[locale]}</li>
            ))}
          </ul>
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('home')}
        </Button>
      }
    />
  );
}
