import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { BILL_PERMISSION } from '../bill/bill.status';
import { recordIdParams } from '../borrower/registry-common';
import { CHANNEL_PERMISSION } from './channel.constants';
import { channelDetail, channelInput, channelListQuery, channelListReply, channelUpdate, feeRuleInput, feeRuleRow } from './channel.schema';
import { channelOptionsQuery, channelOptionsReply } from './channel-options';

const scoped = { permission: CHANNEL_PERMISSION, dataScope: 'scoped' } as const;

/** /billManage/channelManage and its hidden freeRuleAdd page: every call under channel_manage. */
export const CHANNEL_API = contract('channel', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/channel/list',
    access: scoped,
    query: channelListQuery,
    reply: channelListReply,
  }),
  // The bill form's picker, under the bill page's own code: the channels the user may read (their
  // channel_manage scope and their own area's, decision 0013); the contact's mobile is masked.
  options: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/channel/options',
    access: { permission: BILL_PERMISSION.create, dataScope: 'scoped' },
    query: channelOptionsQuery,
    reply: channelOptionsReply,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/channel',
    access: { permission: CHANNEL_PERMISSION, dataScope: 'own' },
    body: channelInput,
    reply: z.object({ channelId: z.number().int() }),
    done: { 'zh-CN': '已新增渠道', 'en-US': 'Channel added' },
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/channel/:id',
    access: scoped,
    params: recordIdParams,
    reply: channelDetail,
  }),
  update: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/channel/:id',
    access: scoped,
    params: recordIdParams,
    body: channelUpdate,
    done: { 'zh-CN': '已保存', 'en-US': 'Saved' },
  }),
  addFeeRule: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/channel/:id/feeRules',
    access: scoped,
    params: recordIdParams,
    body: feeRuleInput,
    reply: feeRuleRow,
    done: { 'zh-CN': '已新增费用规则', 'en-US': 'Fee rule added' },
  }),
});
