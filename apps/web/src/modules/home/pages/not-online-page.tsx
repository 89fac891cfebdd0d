import { HOME_TILES } from '@lc/shared';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { useHomeText } from '../home.text';

/** /notOnline?tile=/mailManage/mailList: where a home tile of an area not yet online leads (spec 000 §1). */
export default function NotOnlinePage() {
  const t = useHomeText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tile = HOME_TILES.find((x) => x.path === params.get('tile'));
  const name = tile?.title[locale];
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{name ? t('notOnlineNamed', { name }) : t('notOnline')}</h1>}
      subTitle={t('notOnlineSub')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
