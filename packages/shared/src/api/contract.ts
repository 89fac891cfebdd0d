import type { z } from 'zod';
import type { LocalisedText } from '../route-table/route-table.types';
import { DOMAIN_PREFIX, type DomainType } from './error-codes';

/** Open to anyone, signed in or not (sign-in, health). */
export const PUBLIC = '@public';
/** Open to any signed-in user (spec: "routes with no access code are open to any signed-in user"). */
export const SIGNED_IN = '@signed-in';

/**
 * What records an endpoint reaches: 'none' (no personal records: config, menus), 'own' (only the
 * caller's own), 'scoped' (filtered by the data scope of its permission inside the query).
 */
export type DataScopeKind = 'none' | 'own' | 'scoped';
export type EndpointAccess = { permission: string; dataScope: DataScopeKind };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint, declared once (issue 13): the server registers its route from it and the web
 * client calls it through it, so a path, a schema or a permission is never written twice.
 * `reply` is the envelope's `data`; a `file` endpoint answers with a file instead of an envelope.
 */
export type Endpoint = {
  method: HttpMethod;
  domain: DomainType;
  path: `/${string}`;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply?: z.ZodType;
  file?: true;
  /** The body is multipart/form-data, read by the handler (an upload); `body` is then not declared. */
  multipart?: true;
  /** The envelope's code on success: 200, except the valuation calls, which answer 0 (spec 001 §7). */
  okCode?: 0 | 200;
  /** The envelope's `msg` on success, when the action says more than "success". */
  done?: LocalisedText;
  summary?: string;
};

/** Declares an endpoint, keeping its literal types for the server and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** A module's endpoints under one name: the same name as its folder in shared, server and web. */
export const contract = <const T extends Record<string, Endpoint>>(module: string, endpoints: T) => ({ module, endpoints });
export type Contract = ReturnType<typeof contract<Record<string, Endpoint>>>;

type Part<E, K extends 'params' | 'query' | 'body', Io extends 'in' | 'out'> = E extends { [P in K]: infer S extends z.ZodType }
  ? Io extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends: each part the endpoint declares, as the schema accepts it. */
export type EndpointInput<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: Part<E, 'params', 'in'> }
  : { params?: undefined }) &
  (E extends { query: z.ZodType } ? { query: Part<E, 'query', 'in'> } : { query?: undefined }) &
  (E extends { body: z.ZodType } ? { body: Part<E, 'body', 'in'> } : { body?: undefined });

/** What a handler receives: each part after validation. */
export type EndpointParsed<E extends Endpoint> = {
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'query', 'out'>;
  body: Part<E, 'body', 'out'>;
};

/** The envelope's data on success. */
export type EndpointReply<E extends Endpoint> = E extends { reply: infer S extends z.ZodType } ? z.output<S> : null;

/** The route as Fastify declares it: '/v1/firm/:id'. */
export const routePath = (e: Endpoint) => `${DOMAIN_PREFIX[e.domain]}${e.path}`;

/** The URL a client calls: path parameters filled in and encoded, then the query string. */
export function endpointUrl(e: Endpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  // Arrays go as one comma-separated value, as the list filters have always sent them.
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${DOMAIN_PREFIX[e.domain]}${path}${qs ? `?${qs}` : ''}`;
}
