import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
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

/** Hands antd's message and modal (which follow theme and locale) to code outside React. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback(message, modal), [message, modal]);
  return null;
}

/** antd's theme and locale (following the language), and its message and modal hosts. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={THEME}>
      {/* Spec 000 §9: toasts sit 150 px from the top and last 2 s. */}
      <AntApp message={{ top: 150, duration: 2, maxCount: 3 }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
