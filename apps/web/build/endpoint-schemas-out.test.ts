import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledForTest } from './bundled-for-test';
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

  it("writes an export endpoint's filter as true (the list's filter schema)", () => {
    const code = `export const E = exportEndpoint({ path: '/v1/x/export', permission: 'x', filter: listQuery.omit({ pageNum: true }) });`;
    expect(withoutEndpointSchemas(code, 'x.contract.ts')!.code).toBe(
      `export const E = exportEndpoint({ path: '/v1/x/export', permission: 'x', filter: true });`,
    );
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
  const bundle = (withPlugin: boolean) =>
    bundledForTest({ 'page.ts': page }, (entry) => ({
      plugins: withPlugin ? [endpointSchemasOut()] : [],
      resolve: { alias: { '@lc/shared': SHARED } },
      build: { lib: { entry, formats: ['es'], fileName: 'page' } },
    }));

  it('leaves zod out of a page that only calls endpoints, and keeps their paths and parts', async () => {
    const [whole, without] = await Promise.all([bundle(false), bundle(true)]);
    // The contracts as written bring zod's classes along; the build's do not.
    expect(whole).toContain('$ZodType');
    expect(without).not.toContain('$ZodType');
    expect(without).toContain('/v1/userInfo/get');
    expect(without).toMatch(/query: true/);
  }, 60_000);

  it('leaves zod out of a list that calls its contract, its export, and names its choices and stages', async () => {
    // What the bill list reads of shared: choice texts and stage codes live apart from the schemas
    // that check them (channel.constants, borrower.constants, bill-stage.schema).
    const list = `import { BILL_API, BILL_HISTORY_EXPORT, BILL_STAGE, BORROW_TYPE_TEXT, FEE_MODE_TEXT, MARRIAGE_TEXT, endpointUrl } from '@lc/shared';
document.title = [endpointUrl(BILL_API.endpoints.mine), BILL_HISTORY_EXPORT.path, BILL_STAGE.granted, BORROW_TYPE_TEXT[1]['zh-CN'], FEE_MODE_TEXT[1]['zh-CN'], MARRIAGE_TEXT[1]['zh-CN']].join();`;
    const built = await bundledForTest({ 'page.ts': list }, (entry) => ({
      plugins: [endpointSchemasOut()],
      resolve: { alias: { '@lc/shared': SHARED } },
      build: { lib: { entry, formats: ['es'], fileName: 'page' } },
    }));
    expect(built).toContain('/v1/bill/export');
    expect(built).toContain('过桥');
    expect(built).not.toContain('$ZodType');
  }, 60_000);
});
