import { DOMAIN_PREFIX, type Envelope } from '@lc/shared';
import { type Domain, decideErrorAction } from './error-catalogue';
import { pushAlert, toast } from './feedback';
import { currentLocale } from './i18n';
import { reportEvent } from './telemetry';

export type { Domain };
export type RequestOptions = {
  domain?: Domain;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  silent?: boolean;
  signal?: AbortSignal;
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly httpStatus: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

let onSignedOut: (text: string) => void = () => {};
/** The shell decides how to go to the login page (keeping `service` and the wanted path). */
export const setSignedOutHandler = (handler: (text: string) => void) => {
  onSignedOut = handler;
};

export function clearSessionHint() {
  document.cookie = 'lc_signed_in=; Max-Age=0; path=/';
}

const toQuery = (params: RequestOptions['params']) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** Resolves the envelope's data when code is 200; otherwise applies the catalogue and rejects. */
export async function request<T>({
  domain = 'default',
  method = 'GET',
  path,
  params,
  body,
  silent = false,
  signal,
}: RequestOptions): Promise<T> {
  const url = `${DOMAIN_PREFIX[domain]}${path}${toQuery(params)}`;
  let response: Response | null = null;
  let envelope: Envelope<T> | null = null;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  } catch {
    // network failure or abort: handled below with no body
  }
  if (envelope && envelope.code === 200 && response?.ok) return envelope.data;

  const httpStatus = response?.status ?? 0;
  const action = decideErrorAction({
    domain,
    httpStatus,
    body: envelope,
    aborted: Boolean(signal?.aborted),
    online: navigator.onLine,
    silent,
    locale: currentLocale(),
  });
  if (action.kind !== 'ignore' && action.kind !== 'inline' && !url.includes('/telemetry/')) {
    reportEvent('error', { url, status: httpStatus, code: envelope?.code ?? null });
  }
  if (action.kind === 'toast') toast.error(action.text);
  if (action.kind === 'modal') pushAlert(currentLocale() === 'zh-CN' ? '错误' : 'Error', action.text);
  if (action.kind === 'login') {
    clearSessionHint();
    onSignedOut(action.text);
  }
  throw new ApiError(
    envelope?.msg ?? (action.kind === 'ignore' ? 'aborted' : 'network'),
    envelope?.code ?? 0,
    httpStatus,
    envelope?.data ?? null,
  );
}
