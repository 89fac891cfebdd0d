/**
 * The readable `lc_signed_in=1` cookie says a session exists; the session itself is HttpOnly.
 * Ending a session is one place, so the API client, logout and the guard all do the same.
 */
const HINT = 'lc_signed_in';

/**
 * The hint as last read. Reading document.cookie waits on the browser's network process (25–70 ms
 * while a page loads, on the main thread), and components ask on every render: the cookie is read
 * once per navigation (the guards call readSessionHint) and the answer kept in between.
 */
let hint: boolean | null = null;

/** Reads the cookie afresh: the guards do, once per navigation. */
export const readSessionHint = (): boolean => (hint = document.cookie.split('; ').includes(`${HINT}=1`));

export const hasSessionHint = (): boolean => hint ?? readSessionHint();

/**
 * True once this page has ended its session (the user signed out, or a first reply said it had
 * expired): replies still in flight then get 401 too, and have nothing new to tell the user.
 */
export const sessionEndedHere = (): boolean => hint === false;

export function clearSessionHint() {
  document.cookie = `${HINT}=; Max-Age=0; path=/`;
  hint = false;
}

/**
 * The login address: keeps the spec's `service` parameter and, unless told not to, the wanted
 * path as `redirect` so that after sign-in the user lands where they were going.
 */
export function loginHref(current: { pathname: string; search: string }, keepRedirect = true): string {
  const query = new URLSearchParams();
  const service = new URLSearchParams(current.search).get('service');
  if (service) query.set('service', service);
  const wanted = current.pathname + current.search;
  if (keepRedirect && current.pathname !== '/login' && current.pathname !== '/') query.set('redirect', wanted);
  const qs = query.toString();
  return qs ? `/login?${qs}` : '/login';
}

/** Only same-site paths are followed after sign-in, never an outside address. */
export const safeRedirect = (value: string | null | undefined): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';

export type SessionEnd = { keepRedirect: boolean };
let onEnd: (end: SessionEnd) => void = () => {
  window.location.assign(loginHref(window.location));
};

/** The app decides how to reach the login page (router navigation, cache clearing). */
export function setSessionEndHandler(handler: (end: SessionEnd) => void) {
  onEnd = handler;
}

/** Clears the hint and sends the user to login; repeated calls while already there do nothing. */
export function endSession(end: SessionEnd = { keepRedirect: true }) {
  clearSessionHint();
  if (window.location.pathname === '/login') return;
  onEnd(end);
}
