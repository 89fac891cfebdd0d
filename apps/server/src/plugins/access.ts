import { CODE, DOMAIN_PREFIX, type DataScopeKind, type EndpointAccess, PUBLIC, SIGNED_IN } from '@lc/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, Forbidden } from '../lib/errors';
import type { AuthService } from '../modules/identity/auth.service';
import { type SessionUser, hasPermission } from '../core/session-user';
import { SESSION_COOKIE } from '../modules/identity/session-token.adapter';

export { PUBLIC, SIGNED_IN } from '@lc/shared';
export type { DataScopeKind } from '@lc/shared';
export type RouteAccess = EndpointAccess;

/** Every route's `config`: `access(permission, dataScope)`. A route without it is refused. */
export const access = (permission: string, dataScope: DataScopeKind) => ({ access: { permission, dataScope } satisfies RouteAccess });

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    user: SessionUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** A route as declared: what the route-walk and fuzz tests read (with its zod schemas). */
export type RegisteredRoute = { method: HTTPMethods; url: string; access: RouteAccess | undefined; schema: FastifySchema | undefined };

export class ForbiddenAuthDomain extends AppError {
  constructor(msg: string) {
    super(403, CODE.AUTH_FORBIDDEN, msg);
  }
}

/** By the matched route, never the raw URL (which may spell the prefix percent-encoded). */
const onAuthDomain = (request: FastifyRequest) => request.routeOptions.url?.startsWith(`${DOMAIN_PREFIX.auth}/`) ?? false;

/** The signed-in user; routes behind a permission can rely on it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Forbidden();
  return request.user;
}

export const API_DOCS_PREFIX = '/api/docs';

type AccessOptions = {
  auth: AuthService;
  /** Who may read the API docs: anyone in development and tests, signed-in staff in production. */
  docsPermission: typeof PUBLIC | typeof SIGNED_IN;
};

async function accessPlugin(app: FastifyInstance, opts: AccessOptions) {
  app.decorateRequest('user', null);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    // Plugin-made routes outside the API (the web app's files) are public: they carry no data.
    // The API docs map every route, so production shows them only to signed-in staff. Every
    // other /api route must declare its own access.
    if (!route.config?.access && route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...route.config, access: { permission: opts.docsPermission, dataScope: 'none' } };
    } else if (!route.config?.access && !route.url.startsWith('/api/')) {
      route.config = { ...route.config, access: { permission: PUBLIC, dataScope: 'none' } };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });

  // Deny by default: no declaration, no entry.
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!request.routeOptions.url) return; // not-found handler
    if (!declared) throw new Forbidden();
    if (declared.permission === PUBLIC) return;
    request.user = await opts.auth.authenticate(request.cookies[SESSION_COOKIE]);
    if (declared.permission === SIGNED_IN) return;
    if (!hasPermission(request.user, declared.permission)) {
      const error = new Forbidden();
      throw onAuthDomain(request) ? new ForbiddenAuthDomain(error.message) : error;
    }
  });
}

export default fp(accessPlugin, { name: 'access' });
