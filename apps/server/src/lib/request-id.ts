import type { IncomingHttpHeaders } from 'node:http';

/** A request id a client or a proxy in front chose; kept beside ours, never instead (decision 0015). */
export const CLIENT_REQUEST_ID_HEADER = 'x-request-id';

/** The client's request id when it is a plain token of sensible length, else null (never logged raw). */
export function clientRequestId(headers: IncomingHttpHeaders): string | null {
  const given = headers[CLIENT_REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : null;
}
