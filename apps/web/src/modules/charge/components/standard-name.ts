import { CHARGE_STANDARDS, isChargeStandardCode } from '@lc/shared';
import type { Locale } from '@/lib/i18n';

/** What a standard applies to, in the UI language (spec 000 §9); an unknown code as itself. */
export const standardName = (code: string, locale: Locale) => (isChargeStandardCode(code) ? CHARGE_STANDARDS[code].name[locale] : code);
