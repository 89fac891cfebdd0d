import { APPOINTMENT_KINDS, VISIT_TIMES } from '@lc/shared';
import type { Locale } from '@/lib/i18n';

/** A visit kind's name; an unknown code as itself. */
export const kindName = (kind: number, locale: Locale) =>
  APPOINTMENT_KINDS[kind as keyof typeof APPOINTMENT_KINDS]?.[locale] ?? String(kind);
export const kindOptions = (locale: Locale) =>
  Object.entries(APPOINTMENT_KINDS).map(([value, name]) => ({ value: Number(value), name: name[locale] }));
export const timeOptions = VISIT_TIMES.map((v) => ({ value: v, name: v }));
/** '2026-11-25 09:00-10:30'. */
export const windowText = (r: { visitDate: string; startTime: string; endTime: string }) => `${r.visitDate} ${r.startTime}-${r.endTime}`;
