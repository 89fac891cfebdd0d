import type { ReactNode } from 'react';
import { punctuation } from '@/lib/punctuation';

export const EMPTY_VALUE = '—';

/** What a read-only field shows: the value, or a dash for nothing (null, blank text, an empty list). 0 and false are values. */
export function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'string') return value.trim() ? value : EMPTY_VALUE;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => displayValue(v)).join(punctuation().enumeration) : EMPTY_VALUE;
  return value as ReactNode;
}
