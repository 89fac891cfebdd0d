import { LEDGER_PERMISSION } from '../../ledger/ledger.accounts';
import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/**
 * Ours, not the spec's (issue 33): the books, for finance. The group carries ledger_view, the one
 * code every ledger read needs, so its pages need nothing more: whoever holds the code (roles 20,
 * 21, the admin, or a role granted it later) sees the group and every page in it.
 */
export const LEDGER_ROUTES: readonly RouteEntry[] = [
  {
    path: '/ledgerManage',
    permission: LEDGER_PERMISSION,
    title: t('总账', 'General ledger'),
    icon: 'AccountBookOutlined',
    children: [{ path: 'trialBalance', built: true, title: t('试算平衡表', 'Trial balance'), homeSearch: true }],
  },
];
