import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { MOBILE_MESSAGES, MOBILE_PATTERN } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authKeys, hasSessionHint, login } from '@/lib/auth';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { APP_TITLE } from './route-table';

const TEXT = {
  'zh-CN': { mobile: '手机号', password: '密码', submit: '登录', required: '请填写密码' },
  'en-US': { mobile: 'Mobile', password: 'Password', submit: 'Log in', required: 'Please fill in the password' },
} as const;

/** Only same-site paths are followed after sign-in, never an outside address. */
const safeRedirect = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/');

export default function LoginPage() {
  const { locale } = useLocale();
  const t = TEXT[locale];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (hasSessionHint()) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const submit = async (values: { mobile: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const user = await login(values.mobile.trim(), values.password);
      queryClient.setQueryData(authKeys.user, user);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          {APP_TITLE[locale]}
        </Typography.Title>
        {error && <Alert role="alert" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label={t.mobile}
            name="mobile"
            rules={[
              { required: true, message: MOBILE_MESSAGES.required[locale] },
              { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGES.format[locale] },
            ]}
          >
            <Input prefix={<MobileOutlined />} autoComplete="username" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item label={t.password} name="password" rules={[{ required: true, message: t.required }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t.submit}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
