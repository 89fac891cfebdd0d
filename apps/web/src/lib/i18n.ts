import { DEFAULT_LOCALE, type Locale } from '@lc/shared';
import i18n from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

export type { Locale };
const STORAGE_KEY = 'lc.locale';

function storedLocale(): Locale {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en-US' ? 'en-US' : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * `<html lang>` follows the language; antd's locale and dayjs's follow in the shell
 * (antd-providers.tsx, dayjs-locale.ts), which loads with them after sign-in.
 */
function applyLocale(locale: Locale) {
  document.documentElement.lang = locale;
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh-CN', 'en-US'],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLocale(initial);

/** Each module registers its own namespace, in both languages, when it loads. */
export function registerLocale(ns: string, resources: { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }): void {
  i18n.addResourceBundle('zh-CN', ns, resources['zh-CN'], true, true);
  i18n.addResourceBundle('en-US', ns, resources['en-US'], true, true);
}

export const currentLocale = (): Locale => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

export function setLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  applyLocale(locale);
  void i18n.changeLanguage(locale);
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  return { locale, setLocale: useCallback((next: Locale) => setLocale(next), []) };
}

export { i18n };
