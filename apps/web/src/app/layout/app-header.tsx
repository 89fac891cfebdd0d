import { DownOutlined, KeyOutlined, LogoutOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@lc/shared';
import { Button, Dropdown, Layout, Segmented, Space } from 'antd';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { logout } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useShellText } from '../shell.text';

/** Loaded on first use: its form, inputs and rules are not part of every page's first load. */
const ChangePasswordModal = lazy(() =>
  import('@/modules/identity/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

export type AppHeaderProps = {
  user: UserInfo;
  /** The menu button (collapse the sider, or open the drawer on a phone). */
  leading: ReactNode;
  /** Phone width: buttons show icons only. */
  compact: boolean;
};

/** Welcome line, app manual, language switch and the user's menu (change password, log out). */
export function AppHeader({ user, leading, compact }: AppHeaderProps) {
  const t = useShellText();
  const { locale, setLocale } = useLocale();
  const [changing, setChanging] = useState(false);
  // Kept mounted once opened, so that closing it still animates.
  const [opened, setOpened] = useState(false);

  const onUserMenu = ({ key }: { key: string }) => {
    if (key === 'password') {
      setOpened(true);
      setChanging(true);
    }
    if (key === 'logout') void logout();
  };

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        lineHeight: 'normal',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        {leading}
        <span data-testid="welcome" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('welcome', { name: user.realName, mobile: user.mobile })}
        </span>
      </div>
      <Space size="small">
        <Button
          icon={<ReadOutlined />}
          aria-label={compact ? t('manual') : undefined}
          onClick={() => window.open('/downloadGuidePage', '_blank', 'noopener,noreferrer')}
        >
          {compact ? null : t('manual')}
        </Button>
        <Segmented
          aria-label={t('language')}
          value={locale}
          onChange={(v) => setLocale(v === 'en-US' ? 'en-US' : 'zh-CN')}
          size={compact ? 'small' : 'middle'}
          options={[
            { label: <span lang="zh-CN">{compact ? '中' : '中文'}</span>, value: 'zh-CN' },
            { label: <span lang="en-US">{compact ? 'EN' : 'English'}</span>, value: 'en-US' },
          ]}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            onClick: onUserMenu,
            items: [
              { key: 'password', icon: <KeyOutlined />, label: t('changePassword') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('logout') },
            ],
          }}
        >
          <Button data-testid="user-menu" icon={<UserOutlined />} aria-haspopup="menu" aria-label={compact ? user.realName : undefined}>
            {compact ? null : (
              <>
                {user.realName} <DownOutlined aria-hidden />
              </>
            )}
          </Button>
        </Dropdown>
      </Space>
      {opened && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
