import { type Endpoint, type EndpointParsed, type EndpointReply, PUBLIC, envelope, message, routePath } from '@lc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../core/session-user';
import { currentUser } from '../plugins/access';
import type { KeyedMessage } from './errors';
import { localeOf } from './locale';
import { ok } from './reply';

const nullReply = z.null();

type UserOf<E extends Endpoint> = E['access']['permission'] extends typeof PUBLIC ? SessionUser | null : SessionUser;

export type EndpointContext<E extends Endpoint> = EndpointParsed<E> & {
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The envelope's data with a msg of its own, when the reply's msg depends on the outcome. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: KeyedMessage,
  ) {}
}
/** Replies `data` with this catalogue `msg` instead of the contract's `done` (a valuation call that found nothing, a queued enquiry). */
export const answer = <T>(data: T, msg: KeyedMessage) => new Answer(data, msg);

/**
 * A JSON endpoint's handler returns the envelope's data (or an `answer` with its msg); a file
 * endpoint's sends the file itself. A handler that answered on its own (a 304, bytes serialised
 * ahead) returns the `reply` it sent.
 */
export type EndpointHandler<E extends Endpoint> = (
  ctx: EndpointContext<E>,
) => Promise<E extends { file: true } ? unknown : EndpointReply<E> | Answer<EndpointReply<E>> | FastifyReply>;

/**
 * Registers one route from its contract: the access declaration the access hook enforces, the
 * zod schemas Fastify validates with, and the reply wrapped in the envelope (STYLE §4, issue 13).
 * The app is the root instance: the contract's path already carries its domain prefix.
 */
export function serveEndpoint<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, tags?: string[]) {
  const schema = {
    ...(tags ? { tags } : {}),
    ...(e.summary ? { summary: e.summary } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(e.file ? {} : { response: { 200: envelope(e.reply ?? nullReply) } }),
  };
  app.route({
    method: e.method,
    url: routePath(e),
    config: { access: e.access },
    schema,
    handler: async (request, reply) => {
      const user = e.access.permission === PUBLIC ? request.user : currentUser(request);
      // One context object per request (it was built, then copied with a spread).
      const ctx = { params: request.params, query: request.query, body: request.body, user, request, reply } as EndpointContext<E>;
      const data = await handler(ctx);
      if (e.file || data === reply) return data;
      // The msg in the caller's language, as errors are (Accept-Language, zh-CN by default).
      const locale = localeOf(request.headers['accept-language']);
      const envelope =
        data instanceof Answer ? ok(data.data ?? null, message(data.msg.key, locale, data.msg.vars)) : ok(data ?? null, e.done?.[locale]);
      return e.okCode === undefined ? envelope : { ...envelope, code: e.okCode };
    },
  });
}

/**
 * Registers every endpoint of a module's contract with its handler; a missing handler fails
 * typecheck. Every reply is written by the app's serializer (lib/reply-serializer.ts): compiled
 * from the contract, it drops what the contract does not name, so no route opts in to that.
 */
export function serveContract<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  c: { module: string; endpoints: T },
  handlers: { [K in keyof T]: EndpointHandler<T[K]> },
) {
  for (const key of Object.keys(c.endpoints) as (keyof T)[]) serveEndpoint(app, c.endpoints[key], handlers[key], [c.module]);
}
