import { PUBLIC, endpoint } from '@lc/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer';
import { serveContract } from './serve-endpoint';

/*
 * Every route's reply goes through the writer compiled from its contract: unnamed fields never
 * leave, parts that change values are still zod's, and outside production every reply is also
 * encoded by zod and must come out the same.
 */
const SECRET = '110101199001011234';
const CONTRACT = {
  module: 'probe',
  endpoints: {
    row: endpoint({
      method: 'GET',
      domain: 'default',
      path: '/v1/probe/row',
      access: { permission: PUBLIC, dataScope: 'none' },
      reply: z.object({
        name: z.string().max(3),
        code: z.codec(z.string(), z.string(), { decode: (v) => v, encode: (v) => v.toUpperCase() }),
      }),
    }),
  },
};

async function probeApp(reply: unknown, checked: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(replySerializerCompiler({ checked }));
  serveContract(app, CONTRACT, { row: async () => reply as never });
  await app.ready();
  return app;
}
const get = async (reply: unknown, checked: boolean) =>
  (await probeApp(reply, checked)).inject({ method: 'GET', url: '/api/v1/probe/row' });

describe('the compiled reply serializer', () => {
  for (const checked of [true, false]) {
    const mode = checked ? 'checked' : 'production';
    it(`${mode}: drops a field the contract does not name and keeps zod's codec`, async () => {
      const res = await get({ name: 'a', code: 'x', idCard: SECRET }, checked);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"code":200,"msg":"success","data":{"name":"a","code":"X"}}');
    });

    it(`${mode}: a reply of the wrong kind is left to zod, which fails it without sending it`, async () => {
      const res = await get({ name: { idCard: SECRET }, code: 'x' }, checked);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(SECRET);
    });
  }

  it('checked: an object frozen only at the top and changed beneath fails the next reply (freeze kept replies all the way down)', async () => {
    const row = Object.freeze({ name: 'a', code: 'x', nested: { n: 1 } });
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(replySerializerCompiler({ checked: true }));
    const contract = {
      module: 'probe',
      endpoints: {
        kept: endpoint({
          method: 'GET',
          domain: 'default',
          path: '/v1/probe/kept',
          access: { permission: PUBLIC, dataScope: 'none' },
          reply: z.object({ name: z.string(), nested: z.object({ n: z.number() }) }),
        }),
      },
    };
    serveContract(app, contract, { kept: async () => row });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/v1/probe/kept' })).statusCode).toBe(200);
    row.nested.n = 2;
    expect((await app.inject({ method: 'GET', url: '/api/v1/probe/kept' })).statusCode).toBe(500);
  });

  it('checked: a reply zod refuses fails, though the writer (which checks kinds, not lengths) would send it', async () => {
    expect((await get({ name: 'too long', code: 'x' }, true)).statusCode).toBe(500);
    expect((await get({ name: 'too long', code: 'x' }, false)).statusCode).toBe(200);
  });
});
