import { GRANT_API, type GrantRow } from '@lc/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ListFilter, type ListRow, listSource } from '@/lib/api-client';
import type { FilterField } from './filter-values';
import { ListPage } from './list-page';

/**
 * What the web typecheck (`tsc` over src, this file included) refuses: a list's filters and route
 * defaults are the names its endpoint's query takes, and its rows are the endpoint's rows. Each
 * `@ts-expect-error` fails the typecheck if the line below it ever compiles.
 */
const grants = listSource(GRANT_API.endpoints.financeList);

describe('a typed list source (decision 0082)', () => {
  it('carries the endpoint’s row and query names', () => {
    expectTypeOf<ListRow<typeof grants>>().toEqualTypeOf<GrantRow>();
    expectTypeOf<ListFilter<typeof grants>>().toEqualTypeOf<'status' | 'keyword'>();
  });

  it('refuses a route default the query lacks, and keeps the ones it takes', () => {
    // @ts-expect-error grantStatus is the spec's name; the grant lists' query calls it status.
    listSource(GRANT_API.endpoints.financeList, { grantStatus: '2' });
    expect(listSource(GRANT_API.endpoints.financeList, { status: '2' })).toEqual({
      listUrl: '/v1/grant/inbox/finance',
      method: 'GET',
      domain: 'default',
      defaults: { status: '2' },
    });
  });

  it('refuses a filter, a page default or a column the list lacks', () => {
    // @ts-expect-error approvalResult is no filter of the grant lists.
    const wrong: FilterField<ListFilter<typeof grants>> = { kind: 'text', name: 'approvalResult', label: '' };
    const page = () => (
      <>
        <ListPage
          source={grants}
          label="grants"
          // @ts-expect-error grantStatus is no filter of the grant lists.
          filters={[{ kind: 'select', name: 'grantStatus', label: '', options: [] }]}
          columns={[]}
          card={(r) => ({ title: r.billNo, fields: [] })}
          rowKey={(r) => r.id}
        />
        <ListPage
          source={grants}
          label="grants"
          filters={[]}
          // @ts-expect-error pastDays is a bill list's filter, not a grant list's.
          defaults={{ pastDays: '60' }}
          columns={[]}
          card={(r) => ({ title: r.billNo, fields: [] })}
          rowKey={(r) => r.id}
        />
        <ListPage
          source={grants}
          label="grants"
          filters={[{ kind: 'text', name: 'keyword', label: '' }]}
          columns={[]}
          // @ts-expect-error a grant row has no borrowerName.
          card={(r) => ({ title: r.borrowerName, fields: [] })}
          rowKey={(r) => r.id}
        />
      </>
    );
    expect(wrong.kind).toBe('text');
    expect(typeof page).toBe('function');
  });
});
