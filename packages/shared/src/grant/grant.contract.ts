import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  channelNextBody,
  channelTransfersBody,
  drawRetryInput,
  drawIdParams,
  drawInput,
  drawRow,
  grantActBody,
  grantDetail,
  grantDrawPage,
  grantPageQuery,
  grantPostingPage,
  grantInput,
  grantListQuery,
  grantListReply,
  grantRejectBody,
  grantResubmit,
  grantableBills,
  rejectionListQuery,
  rejectionListReply,
} from './grant.schema';

/** Spec 000 §2 /billGrantManage codes, one per page; the hidden pages take the group's code. */
export const GRANT_PERMISSION = {
  group: 'bill_grant_manage',
  history: 'bill_grant_record_list',
  risk: 'bill_grant_approve_manager',
  vp1: 'bill_grant_approve_vp1',
  vp2: 'bill_grant_approve_vp2',
  finance: 'bill_grant_issue',
} as const;
export const GRANT_ENTITY = 'grant';
export const GRANT_DRAW_ENTITY = 'grant_draw';

export const GRANT_MESSAGES = {
  requested: { 'zh-CN': '已提交放款申请', 'en-US': 'Disbursement request sent' },
  resubmitted: { 'zh-CN': '已重新提交', 'en-US': 'Sent again' },
  approved: { 'zh-CN': '审批已通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  withdrawn: { 'zh-CN': '已撤回', 'en-US': 'Withdrawn' },
  drawn: { 'zh-CN': '放款指令已处理', 'en-US': 'Draw processed' },
  drawCancelled: { 'zh-CN': '放款已取消', 'en-US': 'Draw cancelled' },
  channelSet: { 'zh-CN': '已设置模拟通道的下一次结果', 'en-US': 'Simulator outcome set' },
  drawRetried: { 'zh-CN': '已重发失败部分', 'en-US': 'Failed part sent again' },
  channelTransfersSet: { 'zh-CN': '已设置模拟通道的单笔限额与失败笔次', 'en-US': 'Simulator transfer limit and failures set' },
} as const satisfies Record<string, LocalisedText>;

const at = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const flowReply = z.object({ status: z.number().int(), flowVersion: z.number().int() });
const list = (path: `/${string}`, permission: string) =>
  endpoint({ method: 'GET', domain: 'default', path, access: at(permission), query: grantListQuery, reply: grantListReply });

/** Grant requests, their approval chain (risk first review → executive 1 → executive 2 → finance) and finance's draws. */
export const GRANT_API = contract('grant', {
  list: list('/v1/grant/list', GRANT_PERMISSION.history),
  riskList: list('/v1/grant/inbox/risk', GRANT_PERMISSION.risk),
  vp1List: list('/v1/grant/inbox/vp1', GRANT_PERMISSION.vp1),
  vp2List: list('/v1/grant/inbox/vp2', GRANT_PERMISSION.vp2),
  financeList: list('/v1/grant/inbox/finance', GRANT_PERMISSION.finance),
  grantableBills: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/grant/bills',
    access: at(GRANT_PERMISSION.risk),
    reply: grantableBills,
  }),
  rejections: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/grant/rejections',
    access: at(GRANT_PERMISSION.group),
    query: rejectionListQuery,
    reply: rejectionListReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/grant/:id',
    access: at(GRANT_PERMISSION.group),
    params: recordIdParams,
    reply: grantDetail,
  }),
  draws: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/grant/:id/draws',
    access: at(GRANT_PERMISSION.group),
    params: recordIdParams,
    query: grantPageQuery,
    reply: grantDrawPage,
  }),
  postings: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/grant/:id/postings',
    access: at(GRANT_PERMISSION.group),
    params: recordIdParams,
    query: grantPageQuery,
    reply: grantPostingPage,
  }),
  request: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant',
    access: at(GRANT_PERMISSION.risk),
    body: grantInput,
    reply: z.object({ id: z.number().int() }),
    done: GRANT_MESSAGES.requested,
  }),
  resubmit: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/grant/:id',
    access: at(GRANT_PERMISSION.risk),
    params: recordIdParams,
    body: grantResubmit,
    reply: z.object({ status: z.number().int() }),
    done: GRANT_MESSAGES.resubmitted,
  }),
  withdraw: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/withdraw',
    access: at(GRANT_PERMISSION.risk),
    params: recordIdParams,
    body: z.object({ flowVersion: grantActBody.shape.flowVersion }),
    reply: flowReply,
    done: GRANT_MESSAGES.withdrawn,
  }),
  // The engine checks the node's own code (risk, vp1, vp2, finance) and its scope.
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/approve',
    access: at(GRANT_PERMISSION.group),
    params: recordIdParams,
    body: grantActBody,
    reply: flowReply,
    done: GRANT_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/reject',
    access: at(GRANT_PERMISSION.group),
    params: recordIdParams,
    body: grantRejectBody,
    reply: flowReply,
    done: GRANT_MESSAGES.rejected,
  }),
  draw: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/draws',
    access: at(GRANT_PERMISSION.finance),
    params: recordIdParams,
    body: drawInput,
    reply: drawRow.extend({ grantStatus: z.number().int() }),
    done: GRANT_MESSAGES.drawn,
  }),
  settleDraw: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/draws/:drawId/settle',
    access: at(GRANT_PERMISSION.finance),
    params: drawIdParams,
    reply: drawRow.extend({ grantStatus: z.number().int() }),
    done: GRANT_MESSAGES.drawn,
  }),
  /** Cancels a draw that has not paid out (5), its hold released (decision 0052). */
  cancelDraw: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/draws/:drawId/cancel',
    access: at(GRANT_PERMISSION.finance),
    params: drawIdParams,
    reply: drawRow.extend({ grantStatus: z.number().int() }),
    done: GRANT_MESSAGES.drawCancelled,
  }),
  /** Sends the failed remainder of a partly succeeded draw (4) again, under a new key (decision 0052). */
  retryDraw: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/:id/draws/:drawId/retry',
    access: at(GRANT_PERMISSION.finance),
    params: drawIdParams,
    body: drawRetryInput,
    reply: drawRow.extend({ grantStatus: z.number().int() }),
    done: GRANT_MESSAGES.drawRetried,
  }),
  channelTransfers: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/channel/transfers',
    access: { permission: GRANT_PERMISSION.finance, dataScope: 'none' },
    body: channelTransfersBody,
    reply: z.object({ limit: z.string() }),
    done: GRANT_MESSAGES.channelTransfersSet,
  }),
  channelNext: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/grant/channel/next',
    access: { permission: GRANT_PERMISSION.finance, dataScope: 'none' },
    body: channelNextBody,
    reply: z.object({ outcome: z.string() }),
    done: GRANT_MESSAGES.channelSet,
  }),
});
