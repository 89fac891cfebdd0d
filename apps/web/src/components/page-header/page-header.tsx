import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isNativeApp } from './native-app';
import { usePageHeaderText } from './page-header.text';

/** The spec's target that means "the home page" rather than a previous page. */
export const FIRST_PAGE = 'firstPage';

export type PageHeaderProps = {
  title: ReactNode;
  /** Where the back link goes: a path, 'firstPage' (a home link to /), or nothing (the previous page). */
  backTo?: string;
  backText?: string;
  /** Buttons on the right. */
  extra?: ReactNode;
  /** For tests and previews: otherwise taken from the user agent. */
  hidden?: boolean;
};

/** Spec 001 §2: a header with a back link, or a home link when the target is firstPage; hidden in the native apps. */
export function PageHeader({ title, backTo, backText, extra, hidden = isNativeApp() }: PageHeaderProps) {
  const t = usePageHeaderText();
  const navigate = useNavigate();
  if (hidden) return null;

  const home = backTo === FIRST_PAGE;
  const text = backText ?? (home ? t('home') : t('back'));
  const icon = home ? <HomeOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />;
  const back =
    backTo === undefined ? (
      <Button type="link" icon={icon} onClick={() => void navigate(-1)} style={{ paddingInline: 0 }}>
        {text}
      </Button>
    ) : (
      <Link to={home ? '/' : backTo} data-testid="page-header-back">
        {icon} {text}
      </Link>
    );

  return (
    <Flex component="header" align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {back}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
