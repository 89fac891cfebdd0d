import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import 'antd/dist/antd.css';
import '@/lib/dayjs-locale';
import { bindFeedback } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';

/** Darker primary, error, hover and secondary text than antd's defaults, for WCAG AA contrast (axe). */
const THEME: ThemeConfig = {
  // Styles from antd's static stylesheet only; the build leaves antd's style-rule functions out
  // (build/antd-style-rules-out.ts, decision 0091), so the runtime could not write them anyway.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextPlaceholder: '#6b6b6b',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorError: '#cf1322',
    colorPrimaryHover: '#003eb3',
  },
};

/** The same theme without antd's motions (dialogs zooming, menus sliding, messages moving). */
const STILL_THEME: ThemeConfig = { ...THEME, token: { ...THEME.token, motion: false } };

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCE_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/** Whether the user asked their system for less motion; followed as they change it. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribeToMotion, () => Boolean(window.matchMedia?.(REDUCE_MOTION).matches));

/** Hands antd's message and modal (which follow theme and locale) to code outside React. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback(message, modal), [message, modal]);
  return null;
}

/**
 * antd's theme and locale (following the language), and its message and modal hosts. A user who
 * asked for reduced motion gets antd without its motions (WCAG 2.3.3).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={still ? STILL_THEME : THEME}>
      {/* Spec 000 §9: toasts sit 150 px from the top and last 2 s. */}
      <AntApp message={{ top: 150, duration: 2, maxCount: 3 }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
