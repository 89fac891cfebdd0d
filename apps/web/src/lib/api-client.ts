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

/** A list endpoint's row: the element of its reply's `list`. */
export type ListRowOf<E extends Endpoint> = EndpointReply<E> extends { list: readonly (infer R)[] } ? R : never;
type ListInputOf<E extends Endpoint> = E extends { query: unknown }
  ? EndpointInput<E>['query']
  : E extends { body: unknown }
    ? EndpointInput<E>['body']
    : never;
/** The filters a list endpoint takes, by name: its query's keys (a POST list's body), paging aside. */
export type ListFilterOf<E extends Endpoint> = Exclude<keyof NonNullable<ListInputOf<E>> & string, 'pageNum' | 'pageSize' | 'withTotal'>;
/** Values for some of a list's filters, by the names its endpoint takes. */
export type FilterValues<F extends string> = { readonly [K in F]?: string };

/** Types only: a source's row and filter names, never set at run time. */
declare const listTypes: unique symbol;

/**
 * A list endpoint as the list block's source: its path, method and domain, from the contract, and
 * the filters its route opens on (spec 001 §4). It carries the endpoint's row type and filter names,
 * so a list page infers its rows, and a filter or default the query lacks is a type error. The
 * names are held as a parameter's type: a source that takes more filters stands in where fewer are
 * needed (a shared bar), never the reverse; `ListSource` alone accepts any source.
 */
export type ListSource<Row = unknown, F extends string = never> = {
  listUrl: string;
  method: 'GET' | 'POST';
  domain: Endpoint['domain'];
  /** The route's own defaults (spec 001 §4): the page's filter bar opens on them; reset comes back to them. */
  defaults?: FilterValues<F>;
  readonly [listTypes]?: { row: Row; takes: (filter: F) => void };
};
/** The row of a list source. */
export type ListRow<S> = S extends { readonly [listTypes]?: { row: infer R } } ? R : never;
/** The filter names of a list source. */
export type ListFilter<S> = S extends { readonly [listTypes]?: { takes: (filter: infer F extends string) => void } } ? F : never;

export const listSource = <E extends Endpoint>(
  e: E,
  defaults?: FilterValues<ListFilterOf<E>>,
): ListSource<ListRowOf<E>, ListFilterOf<E>> => ({
  listUrl: e.path,
  method: e.method === 'POST' ? 'POST' : 'GET',
  domain: e.domain,
  ...(defaults ? { defaults } : {}),
});

/**
 * A source whose page keeps keys of its own among its filters (the voucher audit's level, which
 * picks the list): named here, on purpose, so the bar may offer them; the endpoint ignores them.
 */
export const withPageKeys = <R, F extends string, K extends string>(source: ListSource<R, F>, ..._keys: K[]) =>
  source as ListSource<R, F | K>;
