import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  fiveLevelApproveBody,
  fiveLevelChangeInput,
  fiveLevelLoanDetail,
  fiveLevelLoanListReply,
  fiveLevelLoanQuery,
  fiveLevelRecordsQuery,
  fiveLevelRecordsReply,
  fiveLevelRejectBody,
} from './five-level.schema';

/** /borrowManage/assetLevelList and assetLevelDetail: see loans' levels and request changes. */
export const FIVE_LEVEL_PERMISSION = 'five_level_manage';
/** Ours (the spec names no approver): decides change requests; granted to the risk-control director (decision 0029). */
export const FIVE_LEVEL_APPROVE_PERMISSION = 'five_level_approve';
/** The audit trail's names for these records. */
export const FIVE_LEVEL_CHANGE_ENTITY = 'five_level_change';
export const FIVE_LEVEL_ENTITY = 'loan_five_level';

export const FIVE_LEVEL_MESSAGES = {
  requested: { 'zh-CN': '已提交审批', 'en-US': 'Sent for approval' },
  approved: { 'zh-CN': '已通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
} as const satisfies Record<string, LocalisedText>;

const manage = { permission: FIVE_LEVEL_PERMISSION, dataScope: 'scoped' } as const;
const approve = { permission: FIVE_LEVEL_APPROVE_PERMISSION, dataScope: 'scoped' } as const;

/** The five-level module's endpoints, on the billing service (spec 000 §7: all POST there but the reads of our own). */
export const FIVE_LEVEL_API = contract('five-level', {
  loanList: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/five_level/loans',
    access: manage,
    query: fiveLevelLoanQuery,
    reply: fiveLevelLoanListReply,
  }),
  loanDetail: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/five_level/loans/:id',
    access: manage,
    params: recordIdParams,
    reply: fiveLevelLoanDetail,
  }),
  changeLevel: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/five_level/change_bill_five_level',
    access: manage,
    body: fiveLevelChangeInput,
    reply: z.object({ id: z.number().int() }),
    done: FIVE_LEVEL_MESSAGES.requested,
  }),
  changeRecords: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/five_level/change_records',
    access: manage,
    body: fiveLevelRecordsQuery,
    reply: fiveLevelRecordsReply,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/five_level/change_records/:id/approve',
    access: approve,
    params: recordIdParams,
    body: fiveLevelApproveBody,
    done: FIVE_LEVEL_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/five_level/change_records/:id/reject',
    access: approve,
    params: recordIdParams,
    body: fiveLevelRejectBody,
    done: FIVE_LEVEL_MESSAGES.rejected,
  }),
});
