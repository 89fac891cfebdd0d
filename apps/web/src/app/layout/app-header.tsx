import { GlobalOutlined, KeyOutlined, LogoutOutlined, MenuOutlined, ReadOutlined } from '@ant-design/icons';
import type { UserInfo } from '@lc/shared';
import { Button, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordModal } from '@/modules/account/components/change-password-modal';
import { logout } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';

const TEXT = {
  'zh-CN': { welcome: '欢迎', manual: 'APP使用手册', password: '修改密码', logout: '退出登录', lang: 'English', menu: '菜单' },
  'en-US': { welcome: 'Welcome', manual: 'App manual', password: 'Change password', logout: 'Log out', lang: '中文', menu: 'Menu' },
} as const;

export function AppHeader({ user, onOpenMenu }: { user: UserInfo; onOpenMenu?: () => void }) {
  const { locale, setLocale } = useLocale();
  const t = TEXT[locale];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);

  const signOut = async () => {
    await logout().catch(() => {});
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header
      style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
    >
      <Space>
        {onOpenMenu && <Button icon={<MenuOutlined />} aria-label={t.menu} onClick={onOpenMenu} />}
        <Typography.Text data-testid="welcome">{`${t.welcome}，${user.realName}（${user.mobile}）`}</Typography.Text>
      </Space>
      <Space wrap>
        <Button icon={<ReadOutlined />} onClick={() => window.open('/downloadGuidePage', '_blank', 'noopener')}>
          {t.manual}
        </Button>
        <Button icon={<GlobalOutlined />} onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
          {t.lang}
        </Button>
        <Button icon={<KeyOutlined />} onClick={() => setChanging(true)}>
          {t.password}
        </Button>
        <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
          {t.logout}
        </Button>
      </Space>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </Layout.Header>
  );
}
