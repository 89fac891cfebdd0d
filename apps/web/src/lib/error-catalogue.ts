import { CODE, type Locale, message } from '@lc/shared';

export type Domain = 'default' | 'auth' | 'funding' | 'dispatch' | 'bill';
export type ErrorInput = {
  domain: Domain;
  httpStatus: number;
  body: { code: number; msg?: string } | null;
  aborted: boolean;
  online: boolean;
  /** Errors the caller shows inline (validation, conflict, lock, throttling). */
  silent: boolean;
  locale: Locale;
};
export type ErrorAction =
  | { kind: 'ignore' }
  | { kind: 'inline' }
  | { kind: 'toast'; text: string }
  | { kind: 'modal'; text: string }
  | { kind: 'login'; text: string };

const INLINE_CODES = new Set([400, 409, 423, 429]);
const lastThree = (code: number) => code % 1000;

/** The error catalogue of spec 000 §8, as one pure decision. */
export function decideErrorAction(e: ErrorInput): ErrorAction {
  const t = (key: Parameters<typeof message>[0]) => message(key, e.locale);
  if (!e.body) {
    if (e.aborted) return { kind: 'ignore' };
    if (e.domain === 'auth') return { kind: 'toast', text: t('network') };
    return { kind: 'toast', text: e.online ? t('networkRetry') : t('network') };
  }
  const { code, msg } = e.body;
  if (e.domain === 'auth') {
    if (code === CODE.NOT_SIGNED_IN) return { kind: 'login', text: t('loginExpired') };
    if (code === CODE.SESSION_EXPIRED || code === CODE.FORBIDDEN) return { kind: 'login', text: msg || t('status002') };
    if (code === CODE.AUTH_FORBIDDEN) return { kind: 'modal', text: t('noPermission') };
  } else {
    if (code === CODE.SESSION_EXPIRED) return { kind: 'login', text: t('sessionExpired') };
    if (code === CODE.NOT_SIGNED_IN || code === CODE.SIGNED_OUT_ELSEWHERE) return { kind: 'login', text: msg || t('status002') };
    if (code === CODE.FORBIDDEN && e.httpStatus !== 403) return { kind: 'login', text: msg || t('status002') };
  }
  // General rule: a code ending in 499 or 403 clears the session, wherever it comes from.
  if (code !== CODE.FORBIDDEN && (lastThree(code) === 499 || lastThree(code) === 403))
    return { kind: 'login', text: msg || t('status002') };
  if (e.silent && INLINE_CODES.has(code)) return { kind: 'inline' };
  if (code === CODE.FORBIDDEN) return { kind: 'modal', text: msg || t('noPermission') };
  if (e.domain === 'auth') return { kind: 'toast', text: msg || t('status001') };
  return { kind: 'modal', text: msg || t('status001') };
}
