import { type Endpoint, type EndpointInput, type EndpointReply, endpointUrl } from '@lc/shared';
import { sendForReply } from './http';

export type CallOptions = {
  /** The caller shows 400, 409, 423 and 429 inline; session and permission replies still act. */
  silent?: boolean;
  signal?: AbortSignal;
  /** An okCode-0 (valuation) helper call: failures other than session and permission are not shown (spec 001 §8). */
  quiet?: boolean;
};

type HasInput<E extends Endpoint> = E extends { params: unknown } | { query: unknown } | { body: unknown } ? true : false;
type CallArgs<E extends Endpoint> =
  HasInput<E> extends true ? [input: EndpointInput<E>, opts?: CallOptions] : [input?: EndpointInput<E>, opts?: CallOptions];

/**
 * Calls an endpoint of a shared contract (issue 13): the path, the method and the reply's type
 * come from the contract, never from a string written in the web app. An endpoint whose okCode
 * is 0 (the valuation calls) succeeds on code 0 and fails as spec 001 §8 says.
 */
export async function call<E extends Endpoint>(e: E, ...args: CallArgs<E>): Promise<EndpointReply<E>> {
  return (await callWithMsg(e, ...args)).data;
}

/** As `call`, with the envelope's msg: a valuation call says in it what it found ("查询成功", "未查询到小区…"). */
export function callWithMsg<E extends Endpoint>(e: E, ...[input, opts]: CallArgs<E>): Promise<{ data: EndpointReply<E>; msg: string }> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return sendForReply<EndpointReply<E>>({
    domain: e.domain,
    method: e.method,
    url: endpointUrl(e, parts.params, parts.query),
    body: e.method === 'GET' ? undefined : (parts.body ?? {}),
    ...(e.okCode !== undefined ? { okCode: e.okCode } : {}),
    ...(opts?.silent !== undefined ? { silent: opts.silent } : {}),
    ...(opts?.quiet !== undefined ? { quiet: opts.quiet } : {}),
    ...(opts?.signal ? { signal: opts.signal } : {}),
  });
}

/** The paths of a contract's list endpoints (GET with a query): list query keys start with them. */
export const listPathsOf = (...endpoints: Endpoint[]) =>
  new Set<string>(endpoints.filter((e) => e.method === 'GET' && e.query).map((e) => e.path));

/** A list endpoint as the list block's source: its path, method and domain, from the contract. */
export type ListSource = { listUrl: string; method: 'GET' | 'POST'; domain: Endpoint['domain'] };
export const listSource = (e: Endpoint): ListSource => ({
  listUrl: e.path,
  method: e.method === 'POST' ? 'POST' : 'GET',
  domain: e.domain,
});
