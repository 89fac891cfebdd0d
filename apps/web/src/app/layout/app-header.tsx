import { DownOutlined, KeyOutlined, LogoutOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@lc/shared';
import { Button, Dropdown, Layout, Segmented, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { ChangePasswordModal } from '@/modules/identity/components/change-password-modal';
import { logout } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useShellText } from '../shell.text';

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

  const onUserMenu = ({ key }: { key: string }) => {
    if (key === 'password') setChanging(true);
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
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </Layout.Header>
  );
}
