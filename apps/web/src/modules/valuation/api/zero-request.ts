import { DOMAIN_PREFIX, VALUATION_OK } from '@lc/shared';
import { decideErrorAction } from '@/lib/error-catalogue';
import { pushAlert, toast } from '@/lib/feedback';
import { currentLocale } from '@/lib/i18n';
import { endSession } from '@/lib/session';

/** A valuation reply: the valuation calls answer code 0 on success (spec 001 §7), with a msg to show. */
export type ZeroReply<T> = { data: T; msg: string };

type Envelope = { code: number; msg?: string; data?: unknown };

export class ValuationCallError extends Error {
  override readonly name = 'ValuationCallError';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

type Options = {
  method?: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  /** "Calls through helpers with a code other than 0 are silently ignored" (001 §8). */
  quiet?: boolean;
};

const query = (params: Options['params']) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/**
 * The shared client (lib/http) treats only code 200 as success; the valuation calls answer 0.
 * This one resolves code 0, shows any other code's msg as an error (001 §8) and still follows
 * the error catalogue for sessions and permissions.
 */
export async function zeroRequest<T>({ method = 'GET', path, params, body, quiet = false }: Options): Promise<ZeroReply<T>> {
  let status = 0;
  let envelope: Envelope | null = null;
  try {
    const response = await fetch(`${DOMAIN_PREFIX.default}${path}${query(params)}`, {
      method,
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : null,
    });
    status = response.status;
    const parsed: unknown = await response.json().catch(() => null);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') envelope = parsed as Envelope;
  } catch {
    // no reply: the catalogue's network branch below
  }
  if (envelope && envelope.code === VALUATION_OK && status >= 200 && status < 300) {
    return { data: envelope.data as T, msg: envelope.msg ?? '' };
  }
  const action = decideErrorAction({
    domain: 'default',
    httpStatus: status,
    body: envelope,
    aborted: false,
    online: navigator.onLine,
    locale: currentLocale(),
  });
  const text = envelope?.msg || ('text' in action ? action.text : 'error');
  if (action.kind === 'login') {
    toast.warning(action.text);
    endSession({ keepRedirect: true });
  } else if (action.kind === 'modal' && status === 403) {
    pushAlert(action.text, currentLocale() === 'zh-CN' ? '提示' : 'Notice', 'error');
  } else if (!quiet) {
    toast.error(text);
  }
  throw new ValuationCallError(text, envelope?.code ?? status);
}
