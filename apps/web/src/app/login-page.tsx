import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { MOBILE_MESSAGES, MOBILE_PATTERN } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authKeys, login } from '@/lib/auth';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { safeRedirect } from '@/lib/session';
import { APP_TITLE } from './route-table';
import { useShellText } from './shell.text';

type LoginForm = { mobile: string; password: string };

const CARD = {
  width: '100%',
  maxWidth: 380,
  background: '#fff',
  borderRadius: 8,
  padding: 24,
  boxSizing: 'border-box',
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 6px rgba(0, 0, 0, 0.04)',
} as const;

/** Sign-in: the server's refusal (wrong password, locked, throttled) shows inline, then the wanted page opens. */
export default function LoginPage() {
  const t = useShellText();
  const { locale, setLocale } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ mobile, password }: LoginForm) => {
    setBusy(true);
    setError(null);
    try {
      const user = await login(mobile.trim(), password);
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.setQueryData(authKeys.user, user);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      // Network and server failures were shown by the API client; refusals are shown here.
      if (e instanceof ApiError && e.httpStatus >= 400 && e.httpStatus < 500) setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main
      style={{ minHeight: '100vh', boxSizing: 'border-box', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 16 }}
    >
      {/* Plain markup instead of antd Card and Typography keeps the first download small. */}
      <section style={CARD} aria-labelledby="login-title">
        <h1 id="login-title" style={{ fontSize: 24, fontWeight: 600, textAlign: 'center', margin: '0 0 24px' }}>
          {APP_TITLE[locale]}
        </h1>
        {/* antd's Alert has role="alert": screen readers announce the refusal. */}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<LoginForm> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} disabled={busy}>
          <Form.Item
            label={t('mobile')}
            name="mobile"
            rules={[
              { required: true, whitespace: true, message: MOBILE_MESSAGES.required[locale] },
              { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGES.format[locale] },
            ]}
          >
            <Input prefix={<MobileOutlined aria-hidden />} autoComplete="username" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('submit')}
          </Button>
        </Form>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          {locale === 'zh-CN' ? (
            <Button type="link" size="small" lang="en-US" onClick={() => setLocale('en-US')}>
              English
            </Button>
          ) : (
            <Button type="link" size="small" lang="zh-CN" onClick={() => setLocale('zh-CN')}>
              中文
            </Button>
          )}
        </div>
      </section>
    </main>
  );
}
