import { DOMAIN_PREFIX, type Envelope } from '@lc/shared';
import { type Domain, type ErrorAction, decideErrorAction, decideZeroCodeAction, isServerError } from './error-catalogue';
import { pushAlert, toast } from './feedback';
import { currentLocale } from './i18n';
import { endSession, sessionEndedHere } from './session';
import { reportError } from './telemetry';

export type { Domain };

export type RequestOptions = {
  domain?: Domain;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** The caller shows 400, 409, 423 and 429 inline; session and permission replies still act. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Started before anyone waits on it (a route's early list page): a failure is not acted on; whoever asks again shows it. */
  background?: boolean;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: number,
    readonly httpStatus: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const toQuery = (params: RequestOptions['params']) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

const TITLE = { 'zh-CN': '提示', 'en-US': 'Notice' } as const;

function act(action: ErrorAction) {
  const title = TITLE[currentLocale()];
  switch (action.kind) {
    case 'toast':
      return toast.error(action.text);
    case 'alert':
      return pushAlert(action.text, title, 'warning');
    case 'modal':
      return pushAlert(action.text, title, 'error');
    case 'login':
      // After a sign-out, the page's requests still in flight must not say "your session expired".
      if (sessionEndedHere()) return undefined;
      if (action.notice === 'alert') pushAlert(action.text, title, 'warning');
      else toast.warning(action.text);
      return endSession({ keepRedirect: true });
    default:
      return undefined;
  }
}

function requestInit(method: string, body: unknown, signal?: AbortSignal): RequestInit {
  return {
    method,
    credentials: 'same-origin',
    signal: signal ?? null,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      // The server answers errors in the console's language, not the browser's.
      'accept-language': currentLocale(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : null,
  };
}

/** An early GET is taken only this soon after it was asked for: a later reader asks afresh. */
const EARLY_FOR_MS = 10_000;
const earlyGets = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Asks for a GET now, before the code that will read it has loaded; the first `send` of the same
 * URL takes the reply instead of asking again (once: later reads fetch as usual).
 */
export function fetchEarly(url: string) {
  if (earlyGets.has(url)) return;
  const response = fetch(url, requestInit('GET', undefined));
  // A failed early fetch is the reader's to see; unread, it must not be an unhandled rejection.
  response.catch(() => undefined);
  earlyGets.set(url, { at: Date.now(), response });
}

function takeEarly(url: string): Promise<Response> | undefined {
  const early = earlyGets.get(url);
  earlyGets.delete(url);
  return early && Date.now() - early.at < EARLY_FOR_MS ? early.response : undefined;
}

/** Resolves the envelope's data when code is 200; otherwise applies the catalogue (unless silent) and rejects with ApiError. */
export async function request<T>(opts: RequestOptions): Promise<T> {
  const { domain = 'default', method = 'GET', path, params, ...rest } = opts;
  return send<T>({ domain, method, url: `${DOMAIN_PREFIX[domain]}${path}${toQuery(params)}`, ...rest });
}

export type SendOptions = Omit<RequestOptions, 'path' | 'params' | 'domain'> & {
  domain: Domain;
  url: string;
  /** The envelope's code on success: 200, or 0 for the valuation calls (spec 001 §7), whose failures follow 001 §8. */
  okCode?: 0 | 200;
  /** With okCode 0: a helper call, whose failures other than session and permission are not shown (001 §8). */
  quiet?: boolean;
};

/**
 * A message made of zod's issues (a proxy or an older server) is shown as their messages, never as
 * JSON. The translation, with every module's messages, loads only for such a message.
 */
async function screenText(text: string): Promise<string> {
  if (!text.trimStart().startsWith('[')) return text;
  return import('./issue-text').then(({ issueText }) => issueText(text)).catch(() => text);
}

/** One HTTP exchange with the API: the CSRF header, JSON in and out, and the error catalogue. */
export async function send<T>(opts: SendOptions): Promise<T> {
  return (await sendForReply<T>(opts)).data;
}

/** As `send`, with the envelope's msg (the valuation calls say what they found in it). */
export async function sendForReply<T>(opts: SendOptions): Promise<{ data: T; msg: string }> {
  const { domain, method = 'GET', url, body, silent = false, signal, okCode = 200, quiet = false, background = false } = opts;
  let response: Response | null = null;
  let envelope: Envelope<unknown> | null = null;
  try {
    const early = method === 'GET' && body === undefined ? takeEarly(url) : undefined;
    response = await (early ?? fetch(url, requestInit(method, body, signal)));
    const parsed: unknown = await response.json().catch(() => null);
    envelope = isEnvelope(parsed) ? parsed : null;
  } catch {
    // No reply (offline, refused, aborted): the catalogue's "no body" branch decides.
  }
  const httpStatus = response?.status ?? 0;
  if (envelope && envelope.code === okCode && response?.ok) return { data: envelope.data as T, msg: envelope.msg ?? '' };

  const aborted = Boolean(signal?.aborted);
  const decided = decideErrorAction({
    domain,
    httpStatus,
    body: envelope,
    aborted,
    online: navigator.onLine,
    silent,
    locale: currentLocale(),
  });
  if (!aborted) {
    const code = envelope?.code ?? null;
    reportError({ url, method, status: httpStatus, code, msg: envelope?.msg ?? null, serverError: isServerError(httpStatus, code) });
  }
  const text = await screenText(envelope?.msg || ('text' in decided ? decided.text : aborted ? 'aborted' : 'network'));
  const shown = 'text' in decided ? { ...decided, text: await screenText(decided.text) } : decided;
  if (!background) act(okCode === 0 ? decideZeroCodeAction(shown, httpStatus, text, quiet) : shown);
  throw new ApiError(text, envelope?.code ?? 0, httpStatus, envelope?.data ?? null);
}
