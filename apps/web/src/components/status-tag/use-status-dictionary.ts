import { type Locale, type StatusCode, type StatusListKey, statusLabel, statusOptions } from '@lc/shared';
import { useMemo } from 'react';
import { useLocale } from '@/lib/i18n';

/** A select's options as the filter bar and the URL hold them: codes as strings. */
export const statusFilterOptions = <K extends StatusListKey>(list: K, locale: Locale, only?: readonly StatusCode<K>[]) =>
  statusOptions(list, locale, only).map((o) => ({ value: String(o.value), label: o.label }));

/**
 * The status dictionary in the UI language. It reads the shared STATUS_LISTS constant, not
 * the status dictionary endpoint: the constant ships with the code that renders it, so a label costs
 * no round trip and always matches the codes this build knows. The endpoint is for other clients.
 */
export function useStatusDictionary() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      label: (list: StatusListKey, code: unknown) => statusLabel(list, code, locale),
      filterOptions: <K extends StatusListKey>(list: K, only?: readonly StatusCode<K>[]) => statusFilterOptions(list, locale, only),
    }),
    [locale],
  );
}
