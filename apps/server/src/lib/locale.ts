import { DEFAULT_LOCALE, type Locale } from '@lc/shared';
import { createBoundedMemo } from './bounded-memo';

const BY_LANGUAGE: Record<string, Locale> = { zh: 'zh-CN', en: 'en-US' };

/** Headers already ranked: a browser sends the same one on every request. */
const ranked = createBoundedMemo<Locale>(500);

/**
 * The caller's language for replies, from Accept-Language: the most preferred of Chinese and
 * English (by q, then by order), else the default. Other languages are passed over.
 * Every JSON reply asks, so each header is ranked once (issue 31).
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  return ranked(acceptLanguage, () => rank(acceptLanguage));
}

function rank(acceptLanguage: string): Locale {
  const preferred = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: BY_LANGUAGE[tag.split('-')[0]!.toLowerCase()], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r): r is { locale: Locale; q: number; order: number } => r.locale !== undefined && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return preferred[0]?.locale ?? DEFAULT_LOCALE;
}
