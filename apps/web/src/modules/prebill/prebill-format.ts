import { AREAS, BORROW_TYPE_TEXT, shanghaiMinute } from '@lc/shared';
import type { Locale } from '@/lib/i18n';

export { groupAmount } from '@lc/shared';
export const shanghaiTime = shanghaiMinute;

export const borrowTypeText = (code: number, locale: Locale): string =>
  (BORROW_TYPE_TEXT as Record<number, Record<Locale, string> | undefined>)[code]?.[locale] ?? String(code);

export const areaText = (code: string, locale: Locale): string =>
  (AREAS as Record<string, Record<Locale, string> | undefined>)[code]?.[locale] ?? code;

/** A record id from the query string: a positive integer, or null. */
export function parseId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}
