import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../api/valuation-api';

export type Option = { value: string; label: string };
const NONE: Option[] = [];

/** A lookup's answer as select options; none until `ready` (what it depends on is chosen). */
export function useLookupOptions<T, K extends QueryKey>(
  query: UseQueryOptions<T, Error, T, K>,
  ready: boolean,
  toOptions: (data: T) => Option[],
): Option[] {
  return useQuery({ ...query, enabled: ready, select: toOptions }).data ?? NONE;
}

/** id/name rows (the provider's lookups) as options. */
export const idNameOptions = (rows: { id: string; name: string }[]): Option[] => rows.map((r) => ({ value: r.id, label: r.name }));

/** The city list as select options (one call, shared by the tabs). */
export const useCityOptions = () =>
  useLookupOptions(citiesQuery, true, (rows) => rows.map((c) => ({ value: c.cityCode, label: c.cityName })));
