import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  cardChangeActBody,
  cardChangeCardOptions,
  cardChangeDetail,
  cardChangeExecuteBody,
  cardChangeInput,
  cardChangeListQuery,
  cardChangeListReply,
  cardChangeRejectBody,
} from './card-change.schema';

/** /changeBankCard and its hidden changeBankCardApply (spec 001 §2). */
export const CARD_CHANGE_PERMISSION = 'change_bank_card';
/** Core operations carries out an approved change (the second node's code). */
export const CARD_CHANGE_CORE_PERMISSION = 'card_change_core_approve';
export const CARD_CHANGE_ENTITY = 'card_change';

export const CARD_CHANGE_MESSAGES = {
  applied: { 'zh-CN': '已提交变更申请', 'en-US': 'Change request sent' },
  approved: { 'zh-CN': '审批已通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  executed: { 'zh-CN': '已执行换卡', 'en-US': 'Card change carried out' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: CARD_CHANGE_PERMISSION, dataScope: 'scoped' } as const;
const flowReply = z.object({ status: z.number().int(), flowVersion: z.number().int() });

/** Bank card changes: applications through the workflow engine (risk review, core review), then carried out. */
export const CARD_CHANGE_API = contract('card-change', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/cardChange/list',
    access: scoped,
    query: cardChangeListQuery,
    reply: cardChangeListReply,
  }),
  cardOptions: endpoint({ method: 'GET', domain: 'default', path: '/v1/cardChange/cards', access: scoped, reply: cardChangeCardOptions }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/cardChange/:id',
    access: scoped,
    params: recordIdParams,
    reply: cardChangeDetail,
  }),
  apply: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/cardChange',
    access: scoped,
    body: cardChangeInput,
    reply: z.object({ id: z.number().int() }),
    done: CARD_CHANGE_MESSAGES.applied,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/cardChange/:id/approve',
    access: scoped,
    params: recordIdParams,
    body: cardChangeActBody,
    reply: flowReply,
    done: CARD_CHANGE_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/cardChange/:id/reject',
    access: scoped,
    params: recordIdParams,
    body: cardChangeRejectBody,
    reply: flowReply,
    done: CARD_CHANGE_MESSAGES.rejected,
  }),
  execute: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/cardChange/:id/execute',
    access: { permission: CARD_CHANGE_CORE_PERMISSION, dataScope: 'scoped' },
    params: recordIdParams,
    body: cardChangeExecuteBody,
    reply: z.object({ status: z.number().int() }),
    done: CARD_CHANGE_MESSAGES.executed,
  }),
});
