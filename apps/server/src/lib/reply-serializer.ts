import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReplyMismatch, compileJson } from './compiled-json';

/**
 * Every route's reply serializer (issue 31): written by the writer compiled once from the route's
 * reply schema (compiled-json.ts) instead of zod's encode and JSON.stringify on every reply.
 * `checked` (development and tests): each reply is also encoded by zod, and the request fails
 * unless both wrote the same bytes, so a contract the writer gets wrong fails the tests that call
 * its route. A reply of the wrong kind is left to zod, which fails it as before.
 */
export const replySerializerCompiler =
  ({ checked }: { checked: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) => {
    const { write } = compileJson(schema);
    const byZod = (data: unknown) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compiled = (data: unknown) => {
      try {
        return write(data) ?? byZod(data);
      } catch (error) {
        if (error instanceof ReplyMismatch) return byZod(data);
        throw error;
      }
    };
    if (!checked) return compiled;
    return (data) => {
      const expected = byZod(data);
      const written = compiled(data);
      if (written !== expected)
        throw new Error(
          `${method} ${url}: the compiled reply differs from zod's encode at character ${firstDifference(written, expected)}`,
        );
      return written;
    };
  };

const firstDifference = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};
