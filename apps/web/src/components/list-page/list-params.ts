import { groupAmount } from '@lc/shared';

/** Spec 000 §9 / 001 §3: the list filter model's paging. */
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];
const PAGING = new Set(['pageNum', 'pageSize']);

export type Filters = Record<string, string>;
/** The filters a list opens on and resets to (reset-defaults.ts). */
export type FilterDefaults = Filters;
export type ListState = { filters: Filters; pageNum: number; pageSize: number };

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The URL is the list's state. A key the URL leaves out takes its default; a key present but
 * empty (`status=`) means the user cleared a field that has a default. A `fixed` filter is the
 * page's own (a per-party page's party): the URL neither holds nor overrides it.
 */
export function readListState(search: URLSearchParams, defaults: FilterDefaults = {}, fixed: Filters = {}): ListState {
  const filters: Filters = { ...defaults };
  for (const [key, value] of search) {
    if (PAGING.has(key)) continue;
    if (value === '') delete filters[key];
    else filters[key] = value;
  }
  return {
    filters: { ...filters, ...fixed },
    pageNum: positive(search.get('pageNum'), DEFAULT_PAGE_NUM),
    pageSize: positive(search.get('pageSize'), DEFAULT_PAGE_SIZE),
  };
}

/** The shortest URL for a state: defaults, fixed filters and first-page paging are left out. */
export function writeListState(state: ListState, defaults: FilterDefaults = {}, fixed: Filters = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(state.filters).sort()) {
    if (key in fixed) continue;
    const value = state.filters[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) out.set(key, value);
  }
  for (const key of Object.keys(defaults).sort()) if (!state.filters[key]) out.set(key, '');
  if (state.pageNum !== DEFAULT_PAGE_NUM) out.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(state.pageSize));
  return out;
}

/** Drops empty values, so `{a: ''}` and `{}` are the same filter. */
export function cleanFilters(values: Record<string, string | undefined | null>): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value.trim() !== '') out[key] = value.trim();
  return out;
}

/** One string per filter (key order does not matter): the list's total is remembered per signature. */
export const filterSignature = (filters: Filters) =>
  JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((k) => [k, filters[k]]),
  );

/**
 * '共 2,000 条' or, at the count's cap, '共 10,000+ 条'. Grouped by hand, not toLocaleString: its
 * first call loads the browser's number-format data, 20–35 ms inside the task that renders a list's
 * first rows (bench/long-tasks.ts), and nothing else on a list page asks for it.
 */
export const totalCount = (total: number, exact: boolean) => `${groupAmount(String(total))}${exact ? '' : '+'}`;

/** Filter values as the list state holds them: only the names that have a value. */
export const definedValues = (values: { readonly [name: string]: string | undefined } = {}): Filters =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
