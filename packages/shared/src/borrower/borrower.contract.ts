import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import {
  BORROWER_PERMISSION,
  borrowerDetailReply,
  borrowerInput,
  borrowerListQuery,
  borrowerListReply,
  borrowerReport,
  borrowerUpdate,
} from './borrower.schema';
import { recordIdParams } from './registry-common';

const scoped = { permission: BORROWER_PERMISSION, dataScope: 'scoped' } as const;

/** /borrowerManage: borrowerList, borrowerDetail and borrowerReport, all under borrower_user_manager. */
export const BORROWER_API = contract('borrower', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/borrower/list',
    access: scoped,
    query: borrowerListQuery,
    reply: borrowerListReply,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrower',
    access: { permission: BORROWER_PERMISSION, dataScope: 'own' },
    body: borrowerInput,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已新增借款人', 'en-US': 'Borrower added' },
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/borrower/:id',
    access: scoped,
    params: recordIdParams,
    reply: borrowerDetailReply,
  }),
  update: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/borrower/:id',
    access: scoped,
    params: recordIdParams,
    body: borrowerUpdate,
    done: { 'zh-CN': '已保存', 'en-US': 'Saved' },
  }),
  report: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/borrower/:id/report',
    access: scoped,
    params: recordIdParams,
    reply: borrowerReport,
  }),
});
