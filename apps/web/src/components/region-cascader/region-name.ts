import { regionName as nameFrom } from '@lc/shared';
import { useCallback } from 'react';
import { useRegionLookup } from './region-api';

/**
 * `regionName(code)`: a six-digit code's name (朝阳区), or its full name with `full`
 * (北京市朝阳区); the code itself until the dictionary has loaded or when it is unknown.
 */
export function useRegionName(): (code: string | null | undefined, full?: boolean) => string {
  const lookup = useRegionLookup();
  return useCallback((code, full = false) => nameFrom(lookup, code, full), [lookup]);
}
