/** The picker's value on both layouts: a Shanghai wall-clock string, like the API's business dates. */
export type DateMode = 'date' | 'datetime';

export const DATE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

const DATE = /^(\d{4}-\d{2}-\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** Our value → the native input's value (YYYY-MM-DD, or YYYY-MM-DDTHH:mm[:ss]); '' when empty or malformed. */
export function toNativeValue(value: string | null | undefined, mode: DateMode): string {
  if (!value) return '';
  if (mode === 'date') return DATE.exec(value.slice(0, 10))?.[1] ?? '';
  const m = DATETIME.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3] && m[3] !== ':00' ? m[3] : ''}` : '';
}

/** The native input's value → ours; null when cleared. */
export function fromNativeValue(native: string, mode: DateMode): string | null {
  if (!native) return null;
  if (mode === 'date') return DATE.exec(native)?.[1] ?? null;
  const m = DATETIME.exec(native);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : null;
}

/** The phone layout: narrower than 768 px, or a coarse pointer (a finger). */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px), (pointer: coarse)';
