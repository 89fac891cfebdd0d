import { CODE, localizeIssue, message } from '@lc/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { localeOf } from '../lib/locale';

/**
 * SQLSTATE class 22 ("data exception": 22P02 invalid text, 22003 out of range, 22021 bad
 * character, 22001 too long, 22007/22008 bad date…) means the value sent cannot be stored or
 * compared: the client's input, not a fault of ours. Drizzle wraps the driver's error in `cause`.
 */
export function inputSqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Errors the router raises before any route or hook (a bad %-escape, an over-long path
 * parameter) get the envelope too; Fastify's own reply would not be one.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .send({ code: CODE.BAD_REQUEST, msg: message('badUrl', localeOf(request.headers['accept-language'])), data: null });
}

/** One handler turns every error into the spec's envelope `{ code, msg, data }` (STYLE §5). */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      const msg = error.keyed ? message(error.keyed.key, locale, error.keyed.vars) : error.message;
      return reply.status(error.httpStatus).send({ code: error.code, msg, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // The rule's key travels in the issue's params; the reply speaks the caller's language.
      const params = (first?.params as { params?: unknown } | undefined)?.params;
      const msg = first ? localizeIssue({ message: first.message ?? '', params }, locale) : message('status001', locale);
      return reply.status(400).send({ code: CODE.BAD_REQUEST, msg, data: { field: field || null } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: CODE.TOO_MANY, msg: message('tooManyRequests', locale), data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, oversize bodies, unsupported media: the client's fault, told plainly.
      const msg = message('badRequestFormat', locale, { detail: error.message });
      return reply.status(error.statusCode).send({ code: CODE.BAD_REQUEST, msg, data: null });
    }
    const sqlState = inputSqlState(error);
    if (sqlState) {
      // Last line of defence: the schemas should have refused this. The state only: the
      // database's text may quote the value, which may be personal.
      request.log.warn({ sqlState }, 'database refused request input');
      return reply.status(400).send({ code: CODE.BAD_REQUEST, msg: message('invalidInput', locale), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.SERVER_ERROR, msg: message('serverError', locale), data: { requestId: request.id } });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
