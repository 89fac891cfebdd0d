import type { LocalisedText } from '../route-table/route-table.types';
import type { StatusEntry } from './status-entry';
import { STATUS_LISTS, type StatusCode, type StatusListKey, type StatusLists } from './status-lists';

type Locale = keyof LocalisedText;
export type StatusListEntry<K extends StatusListKey> = StatusLists[K][number];
export type StatusOption<K extends StatusListKey> = { value: StatusCode<K>; label: string };

const entriesOf = (list: StatusListKey): readonly StatusEntry[] => STATUS_LISTS[list];

/** The entry of a code, or undefined for a code the list does not hold. */
export function statusEntry<K extends StatusListKey>(list: K, code: unknown): StatusListEntry<K> | undefined {
  return entriesOf(list).find((e) => e.code === code) as StatusListEntry<K> | undefined;
}

/** Narrows a value (a row's status, a parsed query parameter) to a code of the list. */
export const isStatusCode = <K extends StatusListKey>(list: K, value: unknown): value is StatusCode<K> =>
  statusEntry(list, value) !== undefined;

export const statusCodes = <K extends StatusListKey>(list: K): StatusCode<K>[] => entriesOf(list).map((e) => e.code as StatusCode<K>);

/** The label in the locale; an unknown code shows as itself rather than as nothing. */
export function statusLabel(list: StatusListKey, code: unknown, locale: Locale): string {
  const entry = statusEntry(list, code);
  if (!entry) return String(code);
  return locale === 'en-US' ? entry.labelEn : entry.label;
}

/** Options for a select, in the list's order; `only` keeps a subset (a page that offers fewer). */
export function statusOptions<K extends StatusListKey>(list: K, locale: Locale, only?: readonly StatusCode<K>[]): StatusOption<K>[] {
  const entries = entriesOf(list).filter((e) => !only || (only as readonly unknown[]).includes(e.code));
  return entries.map((e) => ({ value: e.code as StatusCode<K>, label: locale === 'en-US' ? e.labelEn : e.label }));
}

/** One list as code → both labels, for callers written against the older `*_STATUS_TEXT` tables. */
export function statusTexts<K extends StatusListKey>(list: K): Record<StatusCode<K>, LocalisedText> {
  const pairs = entriesOf(list).map((e) => [e.code, { 'zh-CN': e.label, 'en-US': e.labelEn }] as const);
  return Object.fromEntries(pairs) as Record<StatusCode<K>, LocalisedText>;
}
