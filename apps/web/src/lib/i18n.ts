import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@lc/shared';

const STORAGE_KEY = 'lc.locale';
const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
const initial: Locale = stored === 'en-US' ? 'en-US' : 'zh-CN';

void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'zh-CN',
  resources: {},
  interpolation: { escapeValue: false },
  initImmediate: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = initial;

/** Each module registers its own namespace, in both languages, when it loads. */
export function registerLocale(ns: string, resources: Record<Locale, Record<string, string>>) {
  for (const [lng, dict] of Object.entries(resources)) i18n.addResourceBundle(lng, ns, dict, true, true);
}

const subscribe = (cb: () => void) => {
  i18n.on('languageChanged', cb);
  return () => i18n.off('languageChanged', cb);
};

export const currentLocale = (): Locale => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

export function useLocale() {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  const setLocale = (next: Locale) => {
    localStorage.setItem(STORAGE_KEY, next);
    document.documentElement.lang = next;
    void i18n.changeLanguage(next);
  };
  return { locale, setLocale };
}

export { i18n };
