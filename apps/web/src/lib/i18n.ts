import { DEFAULT_LOCALE, type Locale } from '@lc/shared';
import i18n from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

export type { Locale };
const STORAGE_KEY = 'lc.locale';

/** The first of the browser's languages that the console speaks (a first visit follows the browser). */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** The user's own choice once made (setLocale keeps it), else the browser's language. */
function storedLocale(): Locale {
  try {
    const chosen = localStorage.getItem(STORAGE_KEY);
    if (chosen === 'en-US' || chosen === 'zh-CN') return chosen;
  } catch {
    // private mode: nothing kept, follow the browser
  }
  return browserLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
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
