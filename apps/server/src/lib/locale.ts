import { DEFAULT_LOCALE, type Locale } from '@lc/shared';

const BY_LANGUAGE: Record<string, Locale> = { zh: 'zh-CN', en: 'en-US' };

/**
 * The caller's language for replies, from Accept-Language: the most preferred of Chinese and
 * English (by q, then by order), else the default. Other languages are passed over.
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: BY_LANGUAGE[tag.split('-')[0]!.toLowerCase()], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r): r is { locale: Locale; q: number; order: number } => r.locale !== undefined && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.locale ?? DEFAULT_LOCALE;
}
