import type { LocalisedText } from '../route-table/route-table.types';

/** The bill module's messages (server replies), in both languages. */
export const BILL_MESSAGES = {
  billNotFound: { 'zh-CN': '报单不存在', 'en-US': 'The bill does not exist' },
  billChanged: { 'zh-CN': '报单已被修改，请刷新后重试', 'en-US': 'The bill has been changed, please refresh and retry' },
  billSubmittedNoEdit: {
    'zh-CN': '报单已提交审批，不能修改',
    'en-US': 'The bill has been submitted for approval and can no longer be edited',
  },
  billNotSubmitted: { 'zh-CN': '报单尚未提交审批', 'en-US': 'The bill has not been submitted for approval' },
  billBlacklisted: {
    'zh-CN': '借款人在黑名单中，不能通过终审（{reason}）',
    'en-US': 'The borrower is on the blacklist and cannot pass final review ({reason})',
  },
  billBulkApproved: { 'zh-CN': '已通过', 'en-US': 'Approved' },
  billBulkRejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  billPropertyRegionRequired: { 'zh-CN': '请选择房产所在地区', 'en-US': "Choose the property's region" },
  billMortgageRegionMissing: {
    'zh-CN': '第{n}处抵押物的地区编码不存在：{code}',
    'en-US': 'Collateral {n}: the region code does not exist: {code}',
  },
  billMortgageDistrictMismatch: {
    'zh-CN': '第{n}处抵押物的区县不属于所选省份',
    'en-US': 'Collateral {n}: the district is not in the chosen province',
  },
  billMortgageNotOfBill: {
    'zh-CN': '第{n}处抵押物不属于本报单（编号{id}），请刷新后重试',
    'en-US': 'Collateral {n} (no. {id}) is not one of this bill’s collateral, please refresh and retry',
  },
  billMortgageValued: {
    'zh-CN': '抵押物“{address}”已有估价记录，不能删除；可修改其信息，或作废报单',
    'en-US': 'The collateral "{address}" has valuations and cannot be removed; edit it instead, or abandon the bill',
  },
} satisfies Record<string, LocalisedText>;
