import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  systemChangeActBody,
  systemChangeDetail,
  systemChangeInput,
  systemChangeListQuery,
  systemChangeListReply,
  systemChangeOptions,
  systemChangeRejectBody,
  systemChangeVersionQuery,
  systemChangeVersionReply,
} from './system-change.schema';

/** Spec 001 §2: /systemchangeManage [system_change_manage] and /systemSetting/changeVersion [system_change_list]. */
export const SYSTEM_CHANGE_PERMISSION = 'system_change_manage';
export const SYSTEM_CHANGE_VERSION_PERMISSION = 'system_change_list';
/** The approval node's code (ours: the spec names no approver; decision 0045). */
export const SYSTEM_CHANGE_APPROVE = 'system_change_approve';
/** The audit trail's name for these records. */
export const SYSTEM_CHANGE_ENTITY = 'system_change';

export const SYSTEM_CHANGE_MESSAGES = {
  requested: { 'zh-CN': '变更申请已提交', 'en-US': 'Change request submitted' },
  approved: { 'zh-CN': '已审批通过，变更已生效', 'en-US': 'Approved: the change is applied' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: SYSTEM_CHANGE_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int(), flowVersion: z.number().int() });

/** /systemchangeManage/systemChangeApply and /systemSetting/changeVersion. */
export const SYSTEM_CHANGE_API = contract('system-change', {
  options: endpoint({ method: 'GET', domain: 'default', path: '/v1/systemChange/options', access: scoped, reply: systemChangeOptions }),
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/systemChange/list',
    access: scoped,
    query: systemChangeListQuery,
    reply: systemChangeListReply,
  }),
  versions: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/systemChange/versions',
    access: { permission: SYSTEM_CHANGE_VERSION_PERMISSION, dataScope: 'scoped' },
    query: systemChangeVersionQuery,
    reply: systemChangeVersionReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/systemChange/:id',
    access: scoped,
    params: recordIdParams,
    reply: systemChangeDetail,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/systemChange',
    access: scoped,
    body: systemChangeInput,
    reply: z.object({ id: z.number().int() }),
    done: SYSTEM_CHANGE_MESSAGES.requested,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/systemChange/:id/approve',
    access: scoped,
    params: recordIdParams,
    body: systemChangeActBody,
    reply: moved,
    done: SYSTEM_CHANGE_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/systemChange/:id/reject',
    access: scoped,
    params: recordIdParams,
    body: systemChangeRejectBody,
    reply: moved,
    done: SYSTEM_CHANGE_MESSAGES.rejected,
  }),
});
