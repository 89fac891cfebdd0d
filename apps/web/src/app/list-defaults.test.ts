import { describe, expect, it } from 'vitest';
import { fieldNames, type FilterField } from '@/components/list-page/filter-values';
import { resetDefaults } from '@/components/list-page/reset-defaults';
import { approvalFilters } from '@/modules/bill/components/approval-filters';
import { orderTransferFilters } from '@/modules/order-transfer/components/order-transfer-filters';
import { ROUTES, isPage } from './route-table';

const label = <K extends string>(key: K) => key;

/** The filter bar each list with a route default shows: the same factories its page uses. */
const LIST_FILTERS: Record<string, FilterField[]> = {
  '/billManage/billApproveZi': approvalFilters(label, String, 'zh-CN'),
  '/transferOder/transferOderApprovalList': orderTransferFilters(label, 'zh-CN'),
};

/** The salesperson default is the filter widget's cascade (spec 001 §2), not a list's own filter. */
const WIDGET = new Set(['salesId']);

describe('route filter defaults (spec 001 §4, decision 0076)', () => {
  const withDefaults = ROUTES.filter(isPage).flatMap((r) =>
    (['zh-CN', 'en-US'] as const).map((locale) => {
      const defaults = resetDefaults(r.fullPath, r.entry.title[locale]);
      return { path: r.fullPath, names: Object.keys(defaults).filter((n) => !WIDGET.has(n)) };
    }),
  );

  it('finds the routes the spec gives defaults', () => {
    expect(new Set(withDefaults.filter((r) => r.names.length).map((r) => r.path))).toEqual(new Set(Object.keys(LIST_FILTERS)));
  });

  it.each(withDefaults.filter((r) => r.names.length))('$path: each default names a filter its list has', ({ path, names }) => {
    const filters = LIST_FILTERS[path];
    expect(filters, `${path} has a route default but no known filter bar`).toBeDefined();
    const offered = new Set(filters!.flatMap(fieldNames));
    for (const name of names) expect([...offered], `${path}: default ${name}`).toContain(name);
  });
});
