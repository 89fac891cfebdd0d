import { CODE, message } from '@lc/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** One handler turns every error into the spec's envelope `{ code, msg, data }` (STYLE §5). */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const msg = first?.message ?? message('status001');
      return reply.status(400).send({ code: CODE.BAD_REQUEST, msg, data: { field: field || null } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: CODE.TOO_MANY, msg: message('tooManyRequests'), data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, oversize bodies, unsupported media: the client's fault, told plainly.
      return reply.status(error.statusCode).send({ code: CODE.BAD_REQUEST, msg: `请求格式错误：${error.message}`, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.SERVER_ERROR, msg: message('serverError'), data: { requestId: request.id } });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
