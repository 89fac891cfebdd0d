import { PUBLIC, endpoint } from '@lc/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveContract } from './serve-endpoint';

/*
 * An endpoint whose handler builds its reply exactly (the bill lists) is sent as built in
 * production; everywhere else each reply is still encoded against the contract and must come out
 * unchanged. So a handler that adds a field the contract does not name fails every test that calls it.
 */
const CONTRACT = {
  module: 'probe',
  endpoints: {
    shaped: endpoint({
      method: 'GET',
      domain: 'default',
      path: '/v1/probe/shaped',
      access: { permission: PUBLIC, dataScope: 'none' },
      reply: z.object({ name: z.string() }),
    }),
  },
};

async function probeApp(reply: { name: string }, trusted: boolean) {
  const app = Fastify({ logger: false });
  serveContract(app, CONTRACT, { shaped: async () => reply }, { endpoints: ['shaped'], trusted });
  await app.ready();
  return app;
}

describe('replies built exactly', () => {
  it('outside production, a reply in the contract’s shape is sent as built', async () => {
    const app = await probeApp({ name: 'a' }, false);
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/shaped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { name: 'a' } });
  });

  it('outside production, a field the contract does not name fails the request', async () => {
    const app = await probeApp({ name: 'a', secret: 'x' } as { name: string }, false);
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/shaped' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"x"');
  });

  it('in production the reply is only stringified (the checks above are what guard it)', async () => {
    const app = await probeApp({ name: 'a', secret: 'x' } as { name: string }, true);
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/shaped' });
    expect(res.json().data).toEqual({ name: 'a', secret: 'x' });
  });
});
