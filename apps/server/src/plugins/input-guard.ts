import { NUL_MESSAGE, hasNul } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Validation } from '../lib/errors';

type Found = { path: string };

/**
 * The first string (value or key) holding a NUL, as a dotted path; undefined when there is none.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(root: unknown): Found | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNul(value)) return { path };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (hasNul(key)) return { path: at };
        stack.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL (SQLSTATE 22021), and a NUL reaching a query was a 500.
 * The shared text primitive and the validation rules refuse it field by field with their own
 * messages; this guard is for the hundreds of plain `z.string()` fields (and any input a route
 * reads without a schema): one check before validation, over every string of the path, query
 * and body, whatever the route. Both, so that no field can forget it.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findNul(part);
      if (found) throw new Validation(NUL_MESSAGE, { field: found.path || null });
    }
  });
}

export default fp(inputGuard, { name: 'input-guard' });
