import { CODE, message } from '@lc/shared';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { localeOf } from '../lib/locale';
import { API_DOCS_PREFIX } from './access';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Header our client sends on every write; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';

/** Helmet's settings: CSP for the SPA, the rest of helmet's defaults. */
const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"], // antd's CSS-in-JS injects style tags
      imgSrc: ["'self'", 'data:', 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      // The contract preview frames the PDF it fetched as a blob: URL (Chromium's viewer needs no
      // object-src for it); nothing else is ever framed (issue 29).
      frameSrc: ['blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once: they depend on the settings alone (no nonces, no
 * per-request directives). @fastify/helmet built helmet's middleware again on every request,
 * parsing the CSP each time: 11 % of `userInfo/get`'s CPU (issue 31).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers that only act on a document (or on a worker, whose policy its script's
 * response carries): framing, XSS filter, DNS prefetch, downloads, the CSP.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * The web build's hashed scripts and stylesheets, workers' scripts aside. A signed-in page asks
 * for some sixty of them over HTTP/1.1, which does not compress headers: the document-only headers
 * were over half of each one's kilobyte of headers (issue 31).
 */
const isBuildAsset = (url: string) => url.startsWith('/assets/') && !url.includes('.worker');

/**
 * An API reply is read by the console's scripts, never shown as a page (its PDFs reach the page as
 * blob: URLs): it needs no page's policy, only a stricter one (nothing loads, nothing frames it).
 * The page's policy and the document-only headers were two-thirds of a reply's header bytes, and
 * every header is parsed again by the client: `userInfo/get`'s throughput went from 0.53× a bare
 * route's to 0.59× (issue 31, bench/README.md). The API's docs are a page.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const isApiReply = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);

async function security(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET);
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name)));
  const apiHeaders = { ...assetHeaders, 'content-security-policy': API_POLICY, 'x-frame-options': 'DENY' };
  // One synchronous hook for both: every request pays each hook it passes (issue 31).
  // SameSite cookies plus a custom header: a cross-site page can make the browser send the
  // cookie, but not this header without a CORS preflight we never grant. Every write needs it,
  // whatever its path: the router decodes `/%61pi/…` to `/api/…`, so a test on the raw URL
  // could be walked around (issue 12). No write is meant to come from a plain form or link.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiReply(request.url) ? apiHeaders : isBuildAsset(request.url) ? assetHeaders : headers);
    if (SAFE_METHODS.has(request.method.toUpperCase()) || request.headers[CSRF_HEADER] === CSRF_VALUE) return done();
    void reply.status(403).send({ code: CODE.FORBIDDEN, msg: message('csrf', localeOf(request.headers['accept-language'])), data: null });
  });
}

export default fp(security, { name: 'security' });
