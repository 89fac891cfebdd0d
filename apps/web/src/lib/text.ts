import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocale } from './i18n';

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * A module's texts as one i18next namespace. The English table must have every Chinese key
 * (the type says so), so en-US cannot fall behind. Returns the module's typed hook.
 */
export function defineText<K extends string>(ns: string, zh: Record<K, string>, en: NoInfer<Record<K, string>>): () => Translate<K> {
  registerLocale(ns, { 'zh-CN': zh, 'en-US': en });
  return function useText() {
    const { t } = useTranslation(ns);
    return useCallback<Translate<K>>((key, vars) => t(key, vars ?? {}), [t]);
  };
}
