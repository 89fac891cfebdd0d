import { CODE, type CatalogueKey, DEFAULT_LOCALE, type Locale, catalogueMessage } from '@lc/shared';

export type Domain = 'default' | 'auth' | 'funding' | 'dispatch' | 'bill';

export type ErrorInput = {
  domain: Domain;
  /** 0 when no reply arrived. */
  httpStatus: number;
  /** The envelope, or null when the reply had none (network failure, abort, HTML error page). */
  body: { code: number; msg?: string | null } | null;
  aborted: boolean;
  online: boolean;
  /** The caller shows validation, conflict, lock and throttling replies inline. */
  silent?: boolean;
  locale?: Locale;
};

/**
 * What the client does with a failed call. `alert` is the global message queue (spec 001 §2),
 * `modal` an error dialog, `toast` a short message; `login` ends the session with a notice.
 */
export type ErrorAction =
  | { kind: 'ignore' }
  | { kind: 'inline' }
  | { kind: 'toast'; text: string }
  | { kind: 'alert'; text: string }
  | { kind: 'modal'; text: string }
  | { kind: 'login'; text: string; notice: 'toast' | 'alert' };

/** Replies a form shows next to its fields when it asks for silence. */
const INLINE = new Set<number>([CODE.BAD_REQUEST, CODE.CONFLICT, CODE.LOCKED, CODE.TOO_MANY]);
const DEFAULT_SIGN_OUT = new Set<number>([CODE.NOT_SIGNED_IN, CODE.SESSION_EXPIRED, CODE.FORBIDDEN, CODE.SIGNED_OUT_ELSEWHERE]);

const isSuccess = (status: number) => status >= 200 && status < 300;
const endsInSignOut = (code: number) => code % 1000 === 499 || code % 1000 === 403;

/** The error catalogue of spec 000 §8 as one pure decision; a test covers every bullet. */
export function decideErrorAction(e: ErrorInput): ErrorAction {
  const t = (key: CatalogueKey) => catalogueMessage(key, e.locale ?? DEFAULT_LOCALE);
  const auth = e.domain === 'auth';

  if (!e.body) {
    if (e.aborted) return { kind: 'ignore' };
    if (auth || !e.online) return { kind: 'toast', text: t('network') };
    return { kind: 'toast', text: t('networkRetry') };
  }

  const { code } = e.body;
  const msg = e.body.msg?.trim() || null;

  if (auth) {
    if (code === CODE.NOT_SIGNED_IN) return { kind: 'login', text: t('loginExpired'), notice: 'toast' };
    if (code === CODE.SESSION_EXPIRED || code === CODE.FORBIDDEN) return { kind: 'login', text: msg ?? t('status002'), notice: 'alert' };
    if (code === CODE.AUTH_FORBIDDEN) return { kind: 'modal', text: t('noPermission') };
  } else if (DEFAULT_SIGN_OUT.has(code)) {
    // ADR 0004: a real HTTP 403 is a signed-in user refused one action; their session is fine.
    if (code === CODE.FORBIDDEN && e.httpStatus === 403) return { kind: 'modal', text: msg ?? t('noPermission') };
    if (code === CODE.SESSION_EXPIRED) return { kind: 'login', text: t('sessionExpired'), notice: 'toast' };
    return { kind: 'login', text: msg ?? t('status002'), notice: 'toast' };
  }

  // General rule: an HTTP success carrying an error code alerts, and 499/403 endings sign out.
  if (isSuccess(e.httpStatus)) {
    if (endsInSignOut(code)) return { kind: 'login', text: msg ?? t('status002'), notice: 'alert' };
    if (e.silent && INLINE.has(code)) return { kind: 'inline' };
    return { kind: 'alert', text: msg ?? t('status001') };
  }

  if (e.silent && (INLINE.has(code) || INLINE.has(e.httpStatus))) return { kind: 'inline' };
  if (auth) return { kind: 'alert', text: msg ?? t('status001') };
  return { kind: 'modal', text: msg ?? t('status001') };
}

/**
 * Spec 001 §8, the valuation calls (okCode 0): sessions and a refused permission as the catalogue
 * decides; any other failure shows the reply's msg as a short message, or nothing for a helper
 * call ("calls through helpers with a code other than 0 are silently ignored").
 */
export function decideZeroCodeAction(action: ErrorAction, httpStatus: number, text: string, quiet: boolean): ErrorAction {
  if (action.kind === 'login' || action.kind === 'ignore') return action;
  if (action.kind === 'modal' && httpStatus === 403) return action;
  return quiet ? { kind: 'ignore' } : { kind: 'toast', text };
}

/** Spec 000 §8: 5xx body codes go to error reporting (every error is reported; these are flagged). */
export const isServerError = (httpStatus: number, code: number | null) => httpStatus >= 500 || (code !== null && code >= 500 && code < 600);
