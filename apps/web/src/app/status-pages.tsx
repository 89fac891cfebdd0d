import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { type ShellKey, useShellText } from './shell.text';

function StatusPage({ status, title, text }: { status: '403' | '404'; title: ShellKey; text: ShellKey }) {
  const t = useShellText();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(title)}</h1>}
      subTitle={t(text)}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('home')}
        </Button>
      }
    />
  );
}

/** Spec 000 §2 fixed route /401: a route the user may not open. */
export const ForbiddenPage = () => <StatusPage status="403" title="forbiddenTitle" text="forbidden" />;

/** Spec 000 §2 fixed route /404: unknown paths land here. */
export const NotFoundPage = () => <StatusPage status="404" title="notFoundTitle" text="notFound" />;
