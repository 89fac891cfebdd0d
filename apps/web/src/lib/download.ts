import { DOMAIN_PREFIX } from '@lc/shared';
import { ApiError, type Domain } from './http';

/** File name from `filename*=UTF-8''…` (the Chinese name) or `filename="…"`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * POSTs and saves the file the server streams back. A refusal comes as the JSON envelope and
 * is thrown as ApiError for the caller to show (a wrong password, an expired file).
 */
export async function postForFile(
  opts: ({ domain?: Domain; path: string } | { url: string }) & { body: unknown; fallbackName: string },
): Promise<void> {
  // `url`: a contract endpoint's (endpointUrl); `path`: under a domain's prefix.
  const url = 'url' in opts ? opts.url : `${DOMAIN_PREFIX[opts.domain ?? 'default']}${opts.path}`;
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify(opts.body),
  }).catch(() => null);
  if (!response) throw new ApiError('网络异常，请检查网络后重试', 0, 0);
  if (!response.ok || response.headers.get('content-type')?.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(envelope?.msg || `HTTP ${response.status}`, envelope?.code ?? response.status, response.status);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameFrom(response.headers.get('content-disposition'), opts.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
