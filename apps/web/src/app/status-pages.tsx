import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';

const TEXT = {
  'zh-CN': {
    home: '返回首页',
    401: '抱歉，您无权访问此页面',
    404: '抱歉，您访问的页面不存在',
    notBuilt: '该功能尚未上线',
    notBuiltSub: '此页面正在建设中，请稍后再来。',
    chunk: '页面加载失败，请刷新重试',
  },
  'en-US': {
    home: 'Back home',
    401: 'Sorry, you may not open this page',
    404: 'Sorry, this page does not exist',
    notBuilt: 'This page is not built yet',
    notBuiltSub: 'It is being built; please come back later.',
    chunk: 'The page failed to load, please refresh',
  },
} as const;

export function ForbiddenPage() {
  const t = TEXT[useLocale().locale];
  return (
    <Result
      status="403"
      title="401"
      subTitle={t[401]}
      extra={
        <Link to="/home">
          <Button type="primary">{t.home}</Button>
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  const t = TEXT[useLocale().locale];
  return (
    <Result
      status="404"
      title="404"
      subTitle={t[404]}
      extra={
        <Link to="/home">
          <Button type="primary">{t.home}</Button>
        </Link>
      }
    />
  );
}

export function NotBuiltPage({ title }: { title: string }) {
  const t = TEXT[useLocale().locale];
  return (
    <Result
      status="info"
      title={`${title}：${t.notBuilt}`}
      subTitle={t.notBuiltSub}
      extra={
        <Link to="/home">
          <Button type="primary">{t.home}</Button>
        </Link>
      }
    />
  );
}

export function ChunkErrorPage() {
  const t = TEXT[useLocale().locale];
  return <Result status="warning" title={t.chunk} extra={<Button onClick={() => window.location.reload()}>↻</Button>} />;
}
