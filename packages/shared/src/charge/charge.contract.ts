import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { MANAGER_LEVELS } from './charge.standards';
import {
  billPricing,
  chargeStandardDetail,
  chargeStandardListQuery,
  chargeStandardListReply,
  chargeStandardParams,
  chargeStandardQuery,
  chargeStandardUpdate,
  managerLevelListQuery,
  managerLevelListReply,
  managerLevelUpdate,
} from './charge.schema';

/** /borrowManage/borrowCost and its hidden pages chargeStandard and addCost. */
export const CHARGE_PERMISSION = 'charge_rule_management';
/** The audit trail's names for these records. */
export const CHARGE_STANDARD_ENTITY = 'charge_standard';
export const BILL_PRICING_ENTITY = 'bill_pricing';

/** The writes' success texts (the errors are catalogue keys: charge.messages.ts). */
export const CHARGE_MESSAGES = {
  savedAsVersion: { 'zh-CN': '已保存为新版本', 'en-US': 'Saved as a new version' },
  levelSaved: { 'zh-CN': '客户经理级别已保存', 'en-US': 'Customer-manager level saved' },
} as const satisfies Record<string, LocalisedText>;

// The standards are the firm's price list: no data scope. A bill's fees are read in the bill's scope.
const standards = { permission: CHARGE_PERMISSION, dataScope: 'none' } as const;
const bills = { permission: CHARGE_PERMISSION, dataScope: 'scoped' } as const;
// The salespeople whose level is set: staff within the reader's areas.
const managers = { permission: CHARGE_PERMISSION, dataScope: 'scoped' } as const;

/** The charge module's endpoints: the server serves them, the web calls them. */
export const CHARGE_API = contract('charge', {
  standardList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/chargeStandard/list',
    access: standards,
    query: chargeStandardListQuery,
    reply: chargeStandardListReply,
  }),
  /** One version of a standard (the current one unless `versionNo` names another) and its history. */
  standardDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/chargeStandard/:code',
    access: standards,
    params: chargeStandardParams,
    query: chargeStandardQuery,
    reply: chargeStandardDetail,
  }),
  /** An edit: the standard's next version; the versions before it stay as they were. */
  standardUpdate: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/chargeStandard/:code',
    access: standards,
    params: chargeStandardParams,
    body: chargeStandardUpdate,
    reply: z.object({ versionNo: z.number().int() }),
    done: CHARGE_MESSAGES.savedAsVersion,
  }),
  /** The salespeople (role 11) and the level each is priced at. */
  managerLevelList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/charge/managerLevel/list',
    access: managers,
    query: managerLevelListQuery,
    reply: managerLevelListReply,
  }),
  managerLevelUpdate: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/charge/managerLevel/:id',
    access: managers,
    params: recordIdParams,
    body: managerLevelUpdate,
    reply: z.object({ level: z.enum(MANAGER_LEVELS) }),
    done: CHARGE_MESSAGES.levelSaved,
  }),
  /**
   * A final-approved bill's fees. The first call fixes the standard version the bill is priced
   * with; every later call answers from that version, whatever the standard says since.
   */
  billPrice: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/charge/bill/:id/price',
    access: bills,
    params: recordIdParams,
    reply: billPricing,
  }),
});
