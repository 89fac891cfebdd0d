import { AREAS, BILL_TYPE_TEXT, type BillStatus, CITY_AREA_CODES } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { Locale } from '@/lib/i18n';

type Texts = Record<number | string, Record<Locale, string>>;
const optionsOf = (table: Texts, locale: Locale) => Object.entries(table).map(([value, text]) => ({ value, label: text[locale] }));

const PAST_DAYS = [7, 30, 60, 90, 180, 365];

/** The filters bill lists share; each list picks the ones it offers. */
export const billFilters = (locale: Locale) => ({
  /** `only`: the statuses the list can hold (every one when left out). */
  status: (label: string, only?: readonly BillStatus[]): FilterField<'status'> => ({
    kind: 'select',
    name: 'status',
    label,
    options: statusFilterOptions('bill', locale, only),
  }),
  /** Where an approved bill is now (decision 0074). */
  stage: (label: string): FilterField<'billStage'> => ({
    kind: 'select',
    name: 'billStage',
    label,
    options: statusFilterOptions('billStage', locale),
    width: 140,
  }),
  billType: (label: string): FilterField<'billType'> => ({
    kind: 'select',
    name: 'billType',
    label,
    options: optionsOf(BILL_TYPE_TEXT, locale),
    width: 110,
  }),
  /** Submitted within the last so many days (the vice-president's inbox opens on 60: spec 001 §4). */
  pastDays: (label: string, days: (n: number) => string): FilterField<'pastDays'> => ({
    kind: 'select',
    name: 'pastDays',
    label,
    options: PAST_DAYS.map((n) => ({ value: String(n), label: days(n) })),
    width: 130,
  }),
  area: (label: string): FilterField<'areaCode'> => ({
    kind: 'select',
    name: 'areaCode',
    label,
    options: CITY_AREA_CODES.map((code) => ({ value: code, label: AREAS[code][locale] })),
    width: 110,
  }),
});
