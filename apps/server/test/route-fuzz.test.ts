import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_API, message } from '@lc/shared';
import { PUBLIC, type RegisteredRoute } from '../src/plugins/access';
import { CSRF_HEADER, CSRF_VALUE } from '../src/plugins/security';
import { callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type FuzzRequest, requestsFor } from './helpers/fuzz/fuzz-requests';
import { type TestApp, cookieHeader, createTestApp } from './helpers/test-app';

/*
 * Walks every route the app registered (never a list: routes added elsewhere are found too) and
 * sends each requests made from its own zod schemas, mutated in hostile ways, as an admin, a
 * salesperson and nobody. No reply may be a 5xx; every reply is the envelope or a file; nothing
 * needing a session succeeds without one; no input gets past a schema only to be refused by the
 * database. FUZZ_SEED=<n> repeats a run exactly.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_500);
const ACTORS = [
  { name: 'admin', mobile: demoMobile('admin') },
  { name: 'sales', mobile: demoMobile('sales') },
  { name: 'nobody', mobile: null },
] as const;
/** What a route without a reply schema may send on success: the spec's downloads, the docs and their assets. */
const FILE_TYPES =
  /^(application\/(json|pdf|zip|octet-stream|vnd\.openxmlformats[\w.-]*|javascript|yaml|x-yaml)|text\/(plain|html|css|javascript|yaml)|image\/[\w+.-]+)/;

type Actor = { name: string; mobile: string | null; cookie: string | undefined; ids: Set<string> };
type Failure = { actor: string; route: string; request: FuzzRequest; status: number; problem: string; body: string };

/** A per-route seed: adding a route elsewhere does not change what another route is sent. */
const routeSeed = (route: RegisteredRoute) => createHash('sha256').update(`${SEED}:${route.method} ${route.url}`).digest().readUInt32BE(0);

const isEnvelope = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'number' &&
  typeof (body as { msg?: unknown }).msg === 'string' &&
  'data' in body;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What is wrong with a reply, or undefined. */
function problemOf(route: RegisteredRoute, actor: Actor, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  const body = type.startsWith('application/json') ? parseJson(res.body) : undefined;
  const success = res.statusCode < 300 && isEnvelope(body) && [0, 200].includes((body as { code: number }).code);
  if (!actor.cookie && success && route.access?.permission !== PUBLIC) return 'succeeded without a session';
  // The error handler's last line of defence: the database refused what the route's schema let through.
  if (isEnvelope(body) && (body as { msg: string }).msg === message('invalidInput')) return 'refused by the database, not the schema';
  if (isEnvelope(body)) return undefined;
  if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) return undefined; // the docs' own redirects
  const fileRoute = !route.schema?.response;
  if (res.statusCode < 300 && fileRoute && (FILE_TYPES.test(type) || res.body === '')) return undefined;
  return `not an envelope (${type || 'no content type'})`;
}

describe('route fuzzer: every registered route, from its own schemas plus hostile input', () => {
  let t: TestApp;
  const actors: Actor[] = [];
  let relogins = 0;

  const signIn = async (actor: Actor) => {
    if (!actor.mobile) return;
    actor.cookie = await t.login(actor.mobile);
    // Signed in afresh (the fuzzer may end a session): the cookie is the actor's own.
    const data = await callerOf(t, actor.cookie).call(IDENTITY_API.endpoints.userInfo);
    // The actor's own account and role: writes aimed at them would change the fixtures mid-run.
    actor.ids = new Set([String(data.id), ...data.roles.map((r) => String(r.id))]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const a of ACTORS) {
      const actor: Actor = { name: a.name, mobile: a.mobile, cookie: undefined, ids: new Set() };
      await signIn(actor);
      actors.push(actor);
    }
  });
  afterAll(() => t.close());

  /**
   * Generated requests the run must not send, with the reason: a write addressed (in the path) to
   * a signed-in actor's own account or role, or naming an actor's mobile (a password reset, a
   * disabled account, five wrong passwords) would end the actor's sign-in for the rest of the run.
   */
  const touchesActors = (request: FuzzRequest) => {
    if (request.method === 'GET') return false;
    const text = `${request.url} ${request.payload?.toString() ?? ''}`;
    if (ACTORS.some((a) => a.mobile && text.includes(a.mobile))) return true;
    const segments = request.url.split('?')[0]!.split('/');
    return actors.some((a) => segments.some((s) => a.ids.has(s)));
  };

  const send = async (actor: Actor, request: FuzzRequest) => {
    const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_VALUE, ...request.headers };
    if (actor.cookie) headers.cookie = actor.cookie;
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    // Refresh rotates the session, logout ends it: follow the one, sign in again after the other.
    const renewed = cookieHeader(res.headers['set-cookie']);
    if (actor.cookie && renewed.includes('lc_session=')) actor.cookie = renewed;
    return res;
  };

  it(`sends at least ${TARGET_REQUESTS} requests with no 5xx, only envelopes or files, and no success without a session`, async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(50);
    const perRoute = Math.ceil(TARGET_REQUESTS / (routes.length * actors.length));
    const failures: Failure[] = [];
    let sent = 0;
    let skipped = 0;
    const started = Date.now();
    const slowest: [string, number][] = [];
    for (const route of routes) {
      const routeStarted = Date.now();
      const requests = fc.sample(requestsFor(route), { seed: routeSeed(route), numRuns: perRoute * actors.length });
      for (const [index, request] of requests.entries()) {
        const actor = actors[index % actors.length]!;
        if (actor.cookie && touchesActors(request)) {
          skipped += 1;
          continue;
        }
        const res = await send(actor, request);
        sent += 1;
        const problem = problemOf(route, actor, res);
        if (problem) {
          const at = `${route.method} ${route.url}`;
          failures.push({ actor: actor.name, route: at, request, status: res.statusCode, problem, body: res.body.slice(0, 300) });
        }
        if (actor.mobile && res.statusCode === 401) {
          relogins += 1;
          await signIn(actor);
        }
      }
      slowest.push([`${route.method} ${route.url}`, Date.now() - routeStarted]);
    }
    if (process.env.FUZZ_TIMINGS) console.info(slowest.sort((a, b) => b[1] - a[1]).slice(0, 15));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `route fuzz: seed ${SEED}, ${routes.length} routes, ${sent} requests (${skipped} skipped: aimed at an actor), ${relogins} re-sign-ins, ${seconds} s`,
    );
    // One example per route and problem, so that one broken route does not hide another.
    const firstOfEach = [...new Map(failures.map((f) => [`${f.route} ${f.problem}`, f])).values()];
    const shown = firstOfEach.slice(0, 30).map((f) => {
      const payload = f.request.payload === undefined ? '' : ` payload=${JSON.stringify(f.request.payload.toString().slice(0, 200))}`;
      return `${f.problem}: ${f.actor} ${f.request.method} ${f.request.url.slice(0, 200)} [${f.request.mutation}] ${JSON.stringify(f.request.headers)}${payload} → ${f.status} ${f.body}`;
    });
    expect(shown, `FUZZ_SEED=${SEED}: ${failures.length} bad replies`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Math.min(10_000, TARGET_REQUESTS));
  }, 300_000);
});
