import { describe, expect, it } from 'vitest';
import { type FilterField, fieldNames } from '@/components/list-page/filter-values';
import { resetDefaults } from '@/components/list-page/reset-defaults';
import type { ListSource } from '@/lib/api-client';
import { ARCHIVE_LIST } from '@/modules/archive/api/archive-api';
import { TRANSFER_APPROVAL_LIST } from '@/modules/archive/api/archive-transfer-api';
import { archiveItemFilters } from '@/modules/archive/components/archive-item-filters';
import { transferFilters } from '@/modules/archive/components/transfer-columns';
import { inboxList } from '@/modules/bill/api/bill-api';
import { approvalFilters } from '@/modules/bill/components/approval-filters';
import { GRANT_LISTS } from '@/modules/grant/api/grant-api';
import { grantFilters } from '@/modules/grant/components/grant-filters';
import { ORDER_TRANSFER_LISTS } from '@/modules/order-transfer/api/order-transfer-api';
import { orderTransferFilters } from '@/modules/order-transfer/components/order-transfer-filters';
import { ROUTES, isPage } from './route-table';

const label = <K extends string>(key: K) => key;

/**
 * Spec 001 §4's route defaults (decisions 0076, 0082): each route's page lists this source, whose
 * defaults it opens on, with this filter bar (the same factories the pages use).
 */
const ROUTE_DEFAULTS: { path: string; source: ListSource; bar: readonly FilterField[]; opens: Record<string, string> }[] = [
  { path: '/billManage/billApproveZi', source: inboxList('vp'), bar: approvalFilters(label, String, 'zh-CN'), opens: { pastDays: '60' } },
  {
    path: '/transferOder/transferOderApprovalList',
    source: ORDER_TRANSFER_LISTS.approve,
    bar: orderTransferFilters(label, 'zh-CN'),
    opens: { transferOrderStatus: '1' },
  },
  { path: '/billGrantManage/ungrantedList', source: GRANT_LISTS.finance, bar: grantFilters(label, 'zh-CN'), opens: { status: '2' } },
  { path: '/billGrantManage/grantApproveListVp1', source: GRANT_LISTS.vp1, bar: grantFilters(label, 'zh-CN'), opens: { status: '1' } },
  { path: '/billGrantManage/grantApproveListVp2', source: GRANT_LISTS.vp2, bar: grantFilters(label, 'zh-CN'), opens: { status: '1' } },
  {
    path: '/getArchivesManage/archiveApprovalListNew',
    source: TRANSFER_APPROVAL_LIST,
    bar: transferFilters('status', 'zh-CN'),
    opens: { status: '0' },
  },
  { path: '/archiveManage/archiveManageList', source: ARCHIVE_LIST, bar: archiveItemFilters(label, 'zh-CN'), opens: { status: '1' } },
];

describe('route filter defaults (spec 001 §4, decisions 0076 and 0082)', () => {
  const built = new Set(ROUTES.filter(isPage).map((r) => r.fullPath));

  it.each(ROUTE_DEFAULTS)('$path opens on $opens, a value its bar offers', ({ path, source, bar, opens }) => {
    expect(built, `${path} is a built page`).toContain(path);
    expect(resetDefaults(source)).toEqual({ salesId: 'all20180808', ...opens });
    for (const [name, value] of Object.entries(opens)) {
      const field = bar.find((f) => fieldNames(f).includes(name));
      expect(field, `${path}: the bar has a field for ${name}`).toBeDefined();
      if (field?.kind === 'select') expect(field.options.map((o) => o.value)).toContain(value);
    }
  });
});
