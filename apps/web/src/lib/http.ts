import { DOMAIN_PREFIX, type Envelope } from '@lc/shared';
import { type Domain, type ErrorAction, decideErrorAction, isServerError } from './error-catalogue';
import { pushAlert, toast } from './feedback';
import { currentLocale } from './i18n';
import { endSession } from './session';
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
      if (action.notice === 'alert') pushAlert(action.text, title, 'warning');
      else toast.warning(action.text);
      return endSession({ keepRedirect: true });
    default:
      return undefined;
  }
}

/** Resolves the envelope's data when code is 200; otherwise applies the catalogue (unless silent) and rejects with ApiError. */
export async function request<T>(opts: RequestOptions): Promise<T> {
  const { domain = 'default', method = 'GET', path, params, ...rest } = opts;
  return send<T>({ domain, method, url: `${DOMAIN_PREFIX[domain]}${path}${toQuery(params)}`, ...rest });
}

export type SendOptions = Omit<RequestOptions, 'path' | 'params' | 'domain'> & { domain: Domain; url: string };

/** One HTTP exchange with the API: the CSRF header, JSON in and out, and the error catalogue. */
export async function send<T>(opts: SendOptions): Promise<T> {
  const { domain, method = 'GET', url, body, silent = false, signal } = opts;
  let response: Response | null = null;
  let envelope: Envelope<unknown> | null = null;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal: signal ?? null,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : null,
    });
    const parsed: unknown = await response.json().catch(() => null);
    envelope = isEnvelope(parsed) ? parsed : null;
  } catch {
    // No reply (offline, refused, aborted): the catalogue's "no body" branch decides.
  }
  const httpStatus = response?.status ?? 0;
  if (envelope && envelope.code === 200 && response?.ok) return envelope.data as T;

  const aborted = Boolean(signal?.aborted);
  const action = decideErrorAction({
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
  act(action);
  const text = envelope?.msg || ('text' in action ? action.text : aborted ? 'aborted' : 'network');
  throw new ApiError(text, envelope?.code ?? 0, httpStatus, envelope?.data ?? null);
}
