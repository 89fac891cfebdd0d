import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { exportEndpoint } from '../export/export-endpoint';
import { flowBulkBody, flowBulkReply, flowRecordRow, flowRejectBody, flowWithdrawBody } from '../workflow/workflow.actions';
import {
  billActionReply,
  billApproveBody,
  billCreateBody,
  billCreateReply,
  billDetail,
  billListQuery,
  billListReply,
  billSubmitBody,
  billSubmitReply,
  billUpdateBody,
  billVersionBody,
  draftListReply,
} from './bill.schema';
import { BILL_APPROVAL_PAGES, BILL_PERMISSION as P, type BillApprovalPage } from './bill.status';

const own = (permission: string) => ({ permission, dataScope: 'own' }) as const;
const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
/**
 * Approval actions and a bill's reads are open to any signed-in user at the route: the engine
 * admits only who holds the current node's permission with the bill in that permission's data
 * scope (the node decides, not the page), and a bill is read only inside the reader's scope.
 */
const anyNode = scoped(SIGNED_IN);
const saved = { 'zh-CN': '报单已保存', 'en-US': 'Bill saved' } as const;

const list = <const Path extends `/${string}`>(path: Path, permission: string, dataScope: 'own' | 'scoped') =>
  endpoint({ method: 'GET', domain: 'bill', path, access: { permission, dataScope }, query: billListQuery, reply: billListReply });
/** One approval page's inbox: the bills waiting at a node of its permission. */
const inbox = <const K extends BillApprovalPage>(page: K) =>
  list(`/v1/bill/approvals/${page}`, BILL_APPROVAL_PAGES[page].permission, 'scoped');

/** Bills (/billManage, /documentManage, /finalManage): writes, the flow actions, the lists and a bill's reads. */
export const BILL_API = contract('bill', {
  create: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill',
    access: own(P.create),
    body: billCreateBody,
    reply: billCreateReply,
    done: saved,
  }),
  update: endpoint({
    method: 'PUT',
    domain: 'bill',
    path: '/v1/bill/:id',
    access: own(P.create),
    params: recordIdParams,
    body: billUpdateBody,
    reply: billCreateReply,
    done: saved,
  }),
  abandon: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/:id/abandon',
    access: own(P.create),
    params: recordIdParams,
    body: billVersionBody,
    done: { 'zh-CN': '报单已作废', 'en-US': 'Bill abandoned' },
  }),
  /** The reply's message adds the duplicate-elsewhere notice when the bill went to duplicate approval for that. */
  submit: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/:id/submit',
    access: own(P.create),
    params: recordIdParams,
    body: billSubmitBody,
    reply: billSubmitReply,
    done: { 'zh-CN': '报单已提交审批', 'en-US': 'Bill submitted for approval' },
  }),
  withdraw: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/:id/withdraw',
    access: own(P.create),
    params: recordIdParams,
    body: flowWithdrawBody,
    reply: billActionReply,
    done: { 'zh-CN': '报单已撤回', 'en-US': 'Bill withdrawn' },
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/:id/approve',
    access: anyNode,
    params: recordIdParams,
    body: billApproveBody,
    reply: billActionReply,
    done: { 'zh-CN': '审批已通过', 'en-US': 'Approved' },
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/:id/reject',
    access: anyNode,
    params: recordIdParams,
    body: flowRejectBody,
    reply: billActionReply,
    done: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  }),
  bulk: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/approve/batch',
    access: anyNode,
    body: flowBulkBody,
    reply: flowBulkReply,
  }),

  mine: list('/v1/bill/mine', P.create, 'own'),
  /** The draft box: the applicant's drafts, returned and withdrawn bills, newest change first. */
  drafts: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/drafts',
    access: own(P.draft),
    query: billListQuery,
    reply: draftListReply,
  }),
  all: list('/v1/bill/all', P.all, 'scoped'),
  abandoned: list('/v1/bill/abandoned', P.abandoned, 'scoped'),
  inboxManager: inbox('manager'),
  inboxVp: inbox('vp'),
  inboxSupervisor: inbox('supervisor'),
  inboxDuplicate: inbox('duplicate'),
  inboxDocument: inbox('document'),
  inboxFinal: inbox('final'),

  detail: endpoint({ method: 'GET', domain: 'bill', path: '/v1/bill/:id', access: anyNode, params: recordIdParams, reply: billDetail }),
  records: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/:id/records',
    access: anyNode,
    params: recordIdParams,
    reply: z.array(flowRecordRow),
  }),
});

/** Each approval page's inbox endpoint. */
export const BILL_INBOX = {
  manager: BILL_API.endpoints.inboxManager,
  vp: BILL_API.endpoints.inboxVp,
  supervisor: BILL_API.endpoints.inboxSupervisor,
  duplicate: BILL_API.endpoints.inboxDuplicate,
  document: BILL_API.endpoints.inboxDocument,
  final: BILL_API.endpoints.inboxFinal,
} as const satisfies Record<BillApprovalPage, unknown>;

/** The bill history export (bill_history_export), served by the export module from the bill's export source. */
export const BILL_HISTORY_EXPORT = exportEndpoint({
  path: '/v1/bill/export',
  permission: P.historyExport,
  filter: billListQuery.omit({ pageNum: true, pageSize: true }),
});
