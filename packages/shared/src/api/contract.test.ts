import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointUrl, routePath } from './contract';

const act = endpoint({
  method: 'POST',
  domain: 'bill',
  path: '/v1/bill/:id/actions/:action',
  access: { permission: 'bill_list', dataScope: 'scoped' },
  params: z.object({ id: z.coerce.number(), action: z.string() }),
});

describe('endpoint contracts', () => {
  it('declare the route under their domain prefix', () => {
    expect(routePath(act)).toBe('/api/bill/v1/bill/:id/actions/:action');
  });

  it('fill and encode path parameters, then add the query without empty values', () => {
    expect(endpointUrl(act, { id: 7, action: 'approve' })).toBe('/api/bill/v1/bill/7/actions/approve');
    expect(endpointUrl(act, { id: 7, action: '../x y' }, { a: 1, b: '', c: null, d: undefined, e: '中' })).toBe(
      '/api/bill/v1/bill/7/actions/..%2Fx%20y?a=1&e=%E4%B8%AD',
    );
  });

  it('refuse to build a URL with a missing path parameter', () => {
    expect(() => endpointUrl(act, { id: 7 })).toThrow('missing path parameter action');
  });
});
