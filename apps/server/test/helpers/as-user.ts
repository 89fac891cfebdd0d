import { type Endpoint, type EndpointInput, type EndpointReply, type Envelope, endpointUrl } from '@lc/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_USERS, type DemoUserName } from './demo-users';
import type { TestApp } from './test-app';

type HasInput<E extends Endpoint> = E extends { params: unknown } | { query: unknown } | { body: unknown } ? true : false;
/** As the web client's `call`: the input is required when the endpoint declares a part. */
type Args<E extends Endpoint> =
  HasInput<E> extends true ? [input: EndpointInput<E>, opts?: SendOptions] : [input?: EndpointInput<E>, opts?: SendOptions];

export type SendOptions = {
  /** Extra headers: a language (accept-language), a multipart content type. */
  headers?: Record<string, string>;
  /** A body sent as is instead of the input's (a multipart upload, whose body the contract does not declare). */
  payload?: string | Buffer;
};

/**
 * What the server answered, whatever the status: for the tests that expect a refusal. `reply` is
 * the envelope's data typed by the contract, on a 2xx only.
 */
export type Sent<E extends Endpoint = Endpoint> = {
  status: number;
  body: Envelope<unknown>;
  reply: EndpointReply<E> | undefined;
  res: LightMyRequestResponse;
};

export type Caller = {
  /** The Cookie header of this user's session, for the calls a contract does not describe. */
  cookie: string;
  /** Calls the endpoint and returns its reply's data, typed by the contract; a non-2xx fails with the server's message. */
  call<E extends Endpoint>(e: E, ...args: Args<E>): Promise<EndpointReply<E>>;
  /** As `call`, with the whole envelope: for the tests that check the success message (`msg`) or code. */
  envelope<E extends Endpoint>(e: E, ...args: Args<E>): Promise<Envelope<EndpointReply<E>>>;
  /** Calls the endpoint and returns the status and envelope as they came. */
  send<E extends Endpoint>(e: E, ...args: Args<E>): Promise<Sent<E>>;
};

function request(t: TestApp, cookie: string, e: Endpoint, input: unknown, opts: SendOptions = {}) {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = endpointUrl(e, parts.params, parts.query);
  const payload = opts.payload ?? (e.method === 'GET' ? undefined : ((parts.body ?? {}) as object));
  return t.call({
    method: e.method,
    url,
    cookie,
    ...(payload === undefined ? {} : { payload }),
    ...(opts.headers ? { headers: opts.headers } : {}),
  });
}

const parsed = (res: LightMyRequestResponse) => {
  try {
    return res.json() as Envelope<unknown>;
  } catch {
    return { code: res.statusCode, msg: res.body, data: null };
  }
};

/** Calls through the contract with a session's cookie (an admin made by the test, a user signed in again). */
export function callerOf(t: TestApp, cookie: string): Caller {
  const succeeded = async (e: Endpoint, input: unknown, opts?: SendOptions) => {
    const res = await request(t, cookie, e, input, opts);
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw new Error(`${e.method} ${e.path} answered ${res.statusCode}: ${parsed(res).msg}`);
    }
    return e.file ? { code: res.statusCode, msg: '', data: null } : parsed(res);
  };
  return {
    cookie,
    async call(e, ...[input, opts]) {
      return (await succeeded(e, input, opts)).data as EndpointReply<typeof e>;
    },
    async envelope(e, ...[input, opts]) {
      return (await succeeded(e, input, opts)) as Envelope<EndpointReply<typeof e>>;
    },
    async send(e, ...[input, opts]) {
      const res = await request(t, cookie, e, input, opts);
      const body = parsed(res);
      const done = res.statusCode >= 200 && res.statusCode < 300;
      return { status: res.statusCode, body, reply: (done ? body.data : undefined) as EndpointReply<typeof e> | undefined, res };
    },
  };
}

/** No session at all: sign-in, and the routes that must refuse a caller without one. */
export const anonymous = (t: TestApp): Caller => callerOf(t, '');

// One session per demo user per app: signing in costs a password hash.
const sessions = new WeakMap<TestApp, Map<DemoUserName, Promise<Caller>>>();

/** `name`, a seeded demo user, signed in on `t` (once per app), calling endpoints through their contract. */
export function as(t: TestApp, name: DemoUserName): Promise<Caller> {
  const mine = sessions.get(t) ?? new Map<DemoUserName, Promise<Caller>>();
  sessions.set(t, mine);
  let session = mine.get(name);
  if (!session) {
    session = t.login(DEMO_USERS[name].mobile).then((cookie) => callerOf(t, cookie));
    // A failed sign-in is not kept: the next call tries again.
    session.catch(() => mine.delete(name));
    mine.set(name, session);
  }
  return session;
}

/** Several demo users signed in at once, under their names. */
export async function asEach<const N extends DemoUserName>(t: TestApp, ...names: N[]): Promise<Record<N, Caller>> {
  const callers = {} as Record<N, Caller>;
  for (const name of names) callers[name] = await as(t, name);
  return callers;
}
