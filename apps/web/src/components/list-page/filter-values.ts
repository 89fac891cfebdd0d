import { ALL_SALESPEOPLE } from '@lc/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { type Filters, cleanFilters } from './list-params';

/**
 * A filter field of the bar, named by the filters its list takes (`N`: ListFilter of the list's
 * source, so a name the query lacks is a type error). `custom` renders its own Form.Items (the org
 * cascade), named in `names`.
 */
export type FilterField<N extends string = string> =
  | { kind: 'text'; name: N; label: string; maxLength?: number }
  | { kind: 'select'; name: N; label: string; options: readonly { value: string; label: string }[]; width?: number }
  | { kind: 'dateRange'; from: N; to: N; label: string }
  | { kind: 'custom'; key: string; names: readonly N[]; render: () => ReactNode };

/** A date range sits in one form field holding [from, to]; the URL keeps two YYYY-MM-DD keys. */
export const rangeName = (f: { from: string; to: string }) => `${f.from}~${f.to}`;
const DAY = 'YYYY-MM-DD';

type FormValues = Record<string, unknown>;

/** The filter keys a field sets: a date range sets two. */
export const fieldNames = (f: FilterField): readonly string[] =>
  f.kind === 'dateRange' ? [f.from, f.to] : f.kind === 'custom' ? f.names : [f.name];

/**
 * How many of the bar's fields narrow the list (the phone's 筛选 (n)): a date range counts once;
 * "all salespeople", and filters the bar has no field for (a page's fixed party), do not count.
 */
export function activeFilterCount(filters: Filters, fields: readonly FilterField[]): number {
  const set = (name: string) => filters[name] !== undefined && filters[name] !== ALL_SALESPEOPLE;
  const namesOf = (f: FilterField): string[][] =>
    f.kind === 'dateRange' ? [[f.from, f.to]] : f.kind === 'custom' ? f.names.map((n) => [n]) : [[f.name]];
  return fields.flatMap(namesOf).filter((names) => names.some(set)).length;
}

export function toFormValues(filters: Filters, fields: readonly FilterField[]): FormValues {
  const values: FormValues = { ...filters };
  for (const f of fields) {
    if (f.kind !== 'dateRange') continue;
    const from = filters[f.from];
    const to = filters[f.to];
    delete values[f.from];
    delete values[f.to];
    if (from || to) values[rangeName(f)] = [from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null];
  }
  return values;
}

export function fromFormValues(values: FormValues, fields: readonly FilterField[]): Filters {
  const flat: Record<string, string | undefined> = {};
  const ranges = new Map(fields.flatMap((f) => (f.kind === 'dateRange' ? [[rangeName(f), f] as const] : [])));
  for (const [key, value] of Object.entries(values)) {
    const range = ranges.get(key);
    if (range) {
      const [from, to] = (Array.isArray(value) ? value : []) as (Dayjs | null | undefined)[];
      flat[range.from] = from ? from.format(DAY) : undefined;
      flat[range.to] = to ? to.format(DAY) : undefined;
    } else if (typeof value === 'string' || typeof value === 'number') flat[key] = String(value);
  }
  return cleanFilters(flat);
}
