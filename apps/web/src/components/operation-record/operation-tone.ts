/** Spec 001 §4 "Operation record colours by code". */
export type OperationTone = 'neutral' | 'error' | 'warning' | 'success';

const NEUTRAL = new Set([1, 6]);
const ERROR = new Set([7, 3, -2, -3, -4, 15]);
const WARNING = new Set([0, 4, 5, 14]);

export function operationTone(code: number): OperationTone {
  if (NEUTRAL.has(code)) return 'neutral';
  if (ERROR.has(code)) return 'error';
  if (WARNING.has(code)) return 'warning';
  return 'success';
}
