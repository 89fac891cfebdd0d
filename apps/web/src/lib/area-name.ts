import { AREAS } from '@lc/shared';
import type { Locale } from './i18n';

/** An area code's name in the UI language (BJ_11 → 北京); an unknown code shows as it is. */
export const areaName = (code: string, locale: Locale): string =>
  (AREAS as Record<string, Record<Locale, string> | undefined>)[code]?.[locale] ?? code;
