import { MOBILE_MESSAGES, MOBILE_PATTERN } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authKeys, login } from '@/lib/auth';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { safeRedirect } from '@/lib/session';
import { APP_TITLE } from './page-title';
import { useShellText } from './shell.text';
import './login-page.css';

type Errors = { mobile?: string; password?: string };

/**
 * Sign-in in plain markup (no antd: the first download stays small). The server's refusal
 * (wrong password, locked, throttled) shows inline, then the wanted page opens.
 */
export default function LoginPage() {
  const t = useShellText();
  const { locale, setLocale } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (mobile: string, password: string): Errors => ({
    ...(!mobile
      ? { mobile: MOBILE_MESSAGES.required[locale] }
      : !MOBILE_PATTERN.test(mobile)
        ? { mobile: MOBILE_MESSAGES.format[locale] }
        : {}),
    ...(!password ? { password: t('passwordRequired') } : {}),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const mobile = String(form.get('mobile') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = check(mobile, password);
    setErrors(found);
    if (found.mobile || found.password) return;
    setBusy(true);
    setRefusal(null);
    try {
      const user = await login(mobile, password);
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.setQueryData(authKeys.user, user);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      // antd's dialogs are not loaded yet on this page: every failure is said here.
      setRefusal(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <section className="login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="login__title">
          {APP_TITLE[locale]}
        </h1>
        {refusal && (
          <div className="login__alert" role="alert">
            {refusal}
          </div>
        )}
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          <Field id="mobile" label={t('mobile')} error={errors.mobile}>
            <input
              id="mobile"
              name="mobile"
              className="lc-input"
              autoComplete="username"
              inputMode="numeric"
              maxLength={11}
              disabled={busy}
              aria-invalid={Boolean(errors.mobile)}
              aria-describedby={errors.mobile ? 'mobile-error' : undefined}
            />
          </Field>
          <Field id="password" label={t('password')} error={errors.password}>
            <input
              id="password"
              name="password"
              type="password"
              className="lc-input"
              autoComplete="current-password"
              maxLength={128}
              disabled={busy}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : undefined}
            />
          </Field>
          <button type="submit" className="lc-button lc-button--primary login__submit" disabled={busy}>
            {t('submit')}
          </button>
        </form>
        <div className="login__footer">
          {locale === 'zh-CN' ? (
            <button type="button" className="lc-button lc-button--link" lang="en-US" onClick={() => setLocale('en-US')}>
              English
            </button>
          ) : (
            <button type="button" className="lc-button lc-button--link" lang="zh-CN" onClick={() => setLocale('zh-CN')}>
              中文
            </button>
          )}
        </div>
      </section>
    </main>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="login__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="login__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
