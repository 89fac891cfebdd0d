import { Button, Result } from 'antd';
import { useMatches, useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n';
import type { RouteHandle } from './route-table';
import { useShellText } from './shell.text';

/** Any route of the table without a built page: says so plainly, never a blank screen. */
export default function NotBuiltPage() {
  const t = useShellText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title[locale] ?? '';
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{`${title}${locale === 'zh-CN' ? '：' : ': '}${t('notBuilt')}`}</h1>}
      subTitle={t('notBuiltSub', { title })}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('home')}
        </Button>
      }
    />
  );
}
