import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CODE, message } from '@lc/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { appFileStorage } from './lib/file-storage';
import { clientRequestId } from './lib/request-id';
import { isAppHtml, webPageFor } from './lib/web-pages';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createJobQueue } from './lib/jobs';
import { type Clock, systemClock } from './lib/time';
import { createServices, registerModules } from './modules';
import accessPlugin, { API_DOCS_PREFIX, PUBLIC, SIGNED_IN } from './plugins/access';
import errorHandler, { frameworkErrorReply } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import security from './plugins/security';
import { localeOf } from './lib/locale';
import { replySerializerCompiler } from './lib/reply-serializer';

export type BuildOptions = { config: Config; database: DatabaseHandle; clock?: Clock; logger?: FastifyServerOptions['logger'] };

/** Pino settings: a request id on every line, and nothing secret or personal in the clear. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.mobile', '*.idCard'],
    censor: '[redacted]',
  },
});

/** The composition root (STYLE §4): external plugins, app plugins, then the module list. */
export async function buildApp({ config, database, clock = systemClock, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // Our own id on every request: a client's X-Request-Id is only logged and audited beside it.
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, opts, rawReq) => {
      const clientReqId = clientRequestId(rawReq.headers);
      return logger.child(clientReqId ? { ...bindings, clientReqId } : bindings, opts);
    },
    // Only configured proxies may say who the client is (decision 0015).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies written by a writer compiled from each contract; outside production checked against zod's encode.
  app.setSerializerCompiler(replySerializerCompiler({ checked: config.env !== 'production' }));

  await app.register(cookie);
  // API replies go out compressed to browsers that accept it (the admin's menu tree is 69 KB of
  // JSON); light brotli, as every reply pays it. The web's files are precompressed at build time
  // and already carry their encoding, so they pass through untouched.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorHandler);
  await app.register(security);
  await app.register(inputGuard);
  const jobs = createJobQueue({ database, log: app.log, runWorkers: config.jobWorkers });
  const files = appFileStorage(config.dataDir);
  const deps = { config, database, clock, jobs, files, log: app.log };
  const { services, modules, changes } = createServices(deps);
  await app.register(accessPlugin, {
    auth: services.identity.auth,
    docsPermission: config.env === 'production' ? SIGNED_IN : PUBLIC,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Lending Console API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  await registerModules(app, modules);
  // Workers start once every module has declared its queues, and stop after HTTP has drained.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Sessions, list totals and names are cached only while the database's change notifications are followed.
  const unfollow: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    unfollow.push(await services.identity.sessionCache.follow(database), await changes.follow(database));
  });
  app.addHook('onClose', async () => {
    await Promise.all(unfollow.map((stop) => stop()));
  });

  await serveWebApp(app, config.webDist);
  return app;
}

/** Vite names every file under assets/ by its content hash: a new build means new names. */
const HASHED_DIR = 'assets';
const ONE_YEAR = 365 * 24 * 3600;

/**
 * Hashed assets never change, so browsers keep them a year; index.html names the current ones,
 * so it is revalidated every time (ETag/Last-Modified make that a 304); anything else unhashed
 * (favicon, manifest) may be a few minutes stale.
 */
function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep);
  if (relative[0] === HASHED_DIR) return `public, max-age=${ONE_YEAR}, immutable`;
  if (isAppHtml(relative.join('/'))) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * The built SPA: its files (brotli or gzip made at build time, chosen by Accept-Encoding), and
 * an HTML page (lib/web-pages.ts picks which) for any other non-API GET or HEAD,
 * so that client routes survive a reload.
 * Unknown API paths and missing files get the envelope's 404: a stale chunk must fail as one.
 */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  // Every client route but the login page is a signed-in page: its HTML, when the build made
  // one, names the signed-in shell's files and the page's own for the browser to fetch at once.
  const pageFor = webPageFor(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(webDist, file));
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The static plugin treats '/' as a directory listing (403); the app's root is its page.
    app.get('/', { schema: { hide: true } }, (request, reply) => reply.sendFile(pageFor(request.url)));
  }
  // Client routes are extension-less paths outside the API and the assets; a missing file
  // (/favicon.ico, /assets/old-chunk.js) is a 404, not the app.
  const isClientRoute = (url: string) => {
    const pathname = url.split('?', 1)[0] ?? '';
    return !pathname.startsWith('/api/') && !pathname.startsWith(`/${HASHED_DIR}/`) && !/\.[^/]*$/.test(pathname);
  };
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      return reply.sendFile(pageFor(request.url));
    }
    return reply
      .status(404)
      .send({ code: CODE.NOT_FOUND, msg: message('notFound', localeOf(request.headers['accept-language'])), data: null });
  });
}
