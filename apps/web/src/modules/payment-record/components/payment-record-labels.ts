import { PAYMENT_RECORD_KINDS, type PaymentRecordKind } from '@lc/shared';
import type { Locale } from '@/lib/i18n';

export const kindName = (kind: number, locale: Locale) => PAYMENT_RECORD_KINDS[kind as PaymentRecordKind]?.[locale] ?? String(kind);
export const kindOptions = (locale: Locale) =>
  Object.entries(PAYMENT_RECORD_KINDS).map(([value, name]) => ({ value: Number(value), label: name[locale] }));
