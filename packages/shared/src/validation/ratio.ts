import Decimal from 'decimal.js';
import { RATIO_MASK } from './patterns';
import type { Check } from './text-checks';

/**
 * Shareholder ratio (spec 000 §5): a number or the mask '**.**'; zero or empty becomes the mask.
 * Our reading of "a number": a percentage from 0 to 100 with at most two decimals.
 */
export function normaliseRatio(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || text === RATIO_MASK) return RATIO_MASK;
  return /^\d+(\.\d+)?$/.test(text) && new Decimal(text).isZero() ? RATIO_MASK : text;
}

export const ratioCheck: Check<string> = (value) => {
  if (value === RATIO_MASK) return undefined;
  const ok = /^\d{1,3}(\.\d{1,2})?$/.test(value) && new Decimal(value).lte(100);
  return ok ? undefined : { key: 'ratioFormat' };
};
