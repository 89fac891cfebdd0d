import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { endpointSchemasOut, withoutEndpointSchemas } from './endpoint-schemas-out';

describe('withoutEndpointSchemas', () => {
  it("writes each endpoint's schema parts as true and leaves everything else as it was", () => {
    const code = `import { z } from 'zod';
export const API = contract('sample', {
  query: endpoint({ method: 'GET', path: '/v1/x/:id', params: z.object({ id: z.string() }), query: listQuery, reply: page(row) }),
  add: endpoint({ method: 'POST', path: '/v1/x', body, done: { 'zh-CN': '已保存', 'en-US': 'Saved' } }),
});
const list = (path) => endpoint({ method: 'GET', path, query: listQuery.extend({ a: z.string() }) });
const notAnEndpoint = other({ body: schema });`;
    const out = withoutEndpointSchemas(code, 'sample.contract.ts')!.code;
    expect(out).toBe(`import { z } from 'zod';
export const API = contract('sample', {
  query: endpoint({ method: 'GET', path: '/v1/x/:id', params: true, query: true, reply: true }),
  add: endpoint({ method: 'POST', path: '/v1/x', body: true, done: { 'zh-CN': '已保存', 'en-US': 'Saved' } }),
});
const list = (path) => endpoint({ method: 'GET', path, query: true });
const notAnEndpoint = other({ body: schema });`);
  });

  it('returns nothing for a source that declares no schema part', () => {
    expect(withoutEndpointSchemas(`export const E = endpoint({ method: 'GET', path: '/v1/y' });`, 'y.ts')).toBeNull();
  });
});

const SHARED = path.resolve(import.meta.dirname, '../../../packages/shared/src/index.ts');

describe('endpointSchemasOut in a build', () => {
  // A page that calls two of the identity contract's endpoints, as the shell does.
  const page = `import { IDENTITY_API, endpointUrl } from '@lc/shared';
document.title = endpointUrl(IDENTITY_API.endpoints.userInfo) + String(Boolean(IDENTITY_API.endpoints.salesList.query));`;
  async function bundle(withPlugin: boolean): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-endpoints-'));
    const entry = path.join(dir, 'page.ts');
    fs.writeFileSync(entry, page);
    try {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        root: dir,
        plugins: withPlugin ? [endpointSchemasOut()] : [],
        resolve: { alias: { '@lc/shared': SHARED } },
        build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'page' } },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      return outputs.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('leaves zod out of a page that only calls endpoints, and keeps their paths and parts', async () => {
    const [whole, without] = await Promise.all([bundle(false), bundle(true)]);
    // The contracts as written bring zod's classes along; the build's do not.
    expect(whole).toContain('$ZodType');
    expect(without).not.toContain('$ZodType');
    expect(without).toContain('/v1/userInfo/get');
    expect(without).toMatch(/query: true/);
  }, 60_000);
});
