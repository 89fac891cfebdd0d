import { unstorableTextMessage } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Validation } from '../lib/errors';

type Found = { path: string; message: string };

/**
 * The first string (value or key) no column can hold, as a dotted path with the reason;
 * undefined when there is none. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(root: unknown): Found | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) return { path, message };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        const message = unstorableTextMessage(key);
        if (message) return { path: at, message };
        stack.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL (SQLSTATE 22021) and its json cannot hold half a surrogate
 * pair (22P05); either reaching a query was a 500, later a refusal with no field named. The
 * shared text primitive and the validation rules refuse them field by field with their own
 * messages; this guard is for the hundreds of plain `z.string()` fields (and any input a route
 * reads without a schema, or keeps whole as json): one check before validation, over every
 * string of the path, query and body, whatever the route. Both, so that no field can forget it.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorableText(part);
      if (found) return done(new Validation(found.message, { field: found.path || null }));
    }
    done();
  });
}

export default fp(inputGuard, { name: 'input-guard' });
