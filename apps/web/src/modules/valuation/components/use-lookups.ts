import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../api/valuation-api';

export type Option = { value: string; label: string };

/** The city list as select options (one call, shared by the tabs). */
export function useCityOptions(): Option[] {
  return useQuery({ ...citiesQuery, select: (rows) => rows.map((c) => ({ value: c.cityCode, label: c.cityName })) }).data ?? [];
}
