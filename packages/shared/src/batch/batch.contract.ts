import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { z } from 'zod';
import {
  batchActionBody,
  batchActionParams,
  batchCandidateQuery,
  batchCandidates,
  batchDetail,
  batchInput,
  batchListQuery,
  batchListReply,
  batchMoveReply,
  partyNextBody,
  partyNextReply,
} from './batch.schema';
import { BATCH_PERMISSION } from './batch.status';

/** The writes' success texts (the errors are catalogue keys: batch.messages.ts). */
export const BATCH_MESSAGES = {
  added: { 'zh-CN': '已新建批次', 'en-US': 'Batch created' },
  moved: { 'zh-CN': '操作已完成', 'en-US': 'Done' },
  /** What a move says when the funding party did not simply accept (decision 0065): never "done" for a timeout. */
  timedOut: { 'zh-CN': '超时，结果待查询', 'en-US': 'Timed out; the result is to be queried' },
  rejected: { 'zh-CN': '资方已拒绝', 'en-US': 'The funding party refused' },
  partial: { 'zh-CN': '资方部分接受', 'en-US': 'The funding party accepted part' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: BATCH_PERMISSION, dataScope: 'scoped' } as const;
const get = { method: 'GET', domain: 'default' } as const;
const post = { method: 'POST', domain: 'default' } as const;

/** /batchManage/batchBillList: batches of loans pushed to a funding party (decision 0042). */
export const BATCH_API = contract('batch', {
  list: endpoint({ ...get, path: '/v1/batch/list', access: scoped, query: batchListQuery, reply: batchListReply }),
  candidates: endpoint({ ...get, path: '/v1/batch/candidates', access: scoped, query: batchCandidateQuery, reply: batchCandidates }),
  create: endpoint({
    ...post,
    path: '/v1/batch',
    access: scoped,
    body: batchInput,
    reply: z.object({ id: z.number().int() }),
    done: BATCH_MESSAGES.added,
  }),
  detail: endpoint({ ...get, path: '/v1/batch/:id', access: scoped, params: recordIdParams, reply: batchDetail }),
  act: endpoint({
    ...post,
    path: '/v1/batch/:id/actions/:action',
    access: scoped,
    params: batchActionParams,
    body: batchActionBody,
    reply: batchMoveReply,
    done: BATCH_MESSAGES.moved,
  }),
  /** The simulator's next answer (tests and demos), as the grant's channel simulator takes. */
  partyNext: endpoint({
    ...post,
    path: '/v1/batch/party/next',
    access: { permission: BATCH_PERMISSION, dataScope: 'none' },
    body: partyNextBody,
    reply: partyNextReply,
  }),
});
