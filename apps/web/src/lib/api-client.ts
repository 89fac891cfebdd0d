import { type Endpoint, type EndpointInput, type EndpointReply, endpointUrl } from '@lc/shared';
import { send } from './http';

export type CallOptions = {
  /** The caller shows 400, 409, 423 and 429 inline; session and permission replies still act. */
  silent?: boolean;
  signal?: AbortSignal;
};

type HasInput<E extends Endpoint> = E extends { params: unknown } | { query: unknown } | { body: unknown } ? true : false;
type CallArgs<E extends Endpoint> =
  HasInput<E> extends true ? [input: EndpointInput<E>, opts?: CallOptions] : [input?: EndpointInput<E>, opts?: CallOptions];

/**
 * Calls an endpoint of a shared contract (issue 13): the path, the method and the reply's type
 * come from the contract, never from a string written in the web app.
 */
export function call<E extends Endpoint>(e: E, ...[input, opts]: CallArgs<E>): Promise<EndpointReply<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return send<EndpointReply<E>>({
    domain: e.domain,
    method: e.method,
    url: endpointUrl(e, parts.params, parts.query),
    body: e.method === 'GET' ? undefined : (parts.body ?? {}),
    ...(opts?.silent !== undefined ? { silent: opts.silent } : {}),
    ...(opts?.signal ? { signal: opts.signal } : {}),
  });
}
