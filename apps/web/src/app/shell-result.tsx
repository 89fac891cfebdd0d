import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useShellText } from './shell.text';

/** A page of the shell that only says something (no access, not found, not built, an empty group), with the way home. */
export function ShellResult({ status, title, subTitle }: { status: ResultProps['status']; title: string; subTitle: ReactNode }) {
  const t = useShellText();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('home')}
        </Button>
      }
    />
  );
}
