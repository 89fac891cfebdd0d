import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { BLACKLIST_PERMISSION, blacklistInput, blacklistListQuery, blacklistListReply, blacklistRemoveBody } from './blacklist.schema';

/**
 * /blackCustomer/blackCustomerList under black_list. Data scope 'none': the list is the firm's
 * own, the same for every holder of the code, not records that belong to staff.
 */
const firmWide = { permission: BLACKLIST_PERMISSION, dataScope: 'none' } as const;

export const BLACKLIST_API = contract('blacklist', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/blacklist/list',
    access: firmWide,
    query: blacklistListQuery,
    reply: blacklistListReply,
  }),
  add: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/blacklist',
    access: firmWide,
    body: blacklistInput,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已加入黑名单', 'en-US': 'Added to the blacklist' },
  }),
  remove: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/blacklist/:id/remove',
    access: firmWide,
    params: recordIdParams,
    body: blacklistRemoveBody,
    done: { 'zh-CN': '已移出黑名单', 'en-US': 'Removed from the blacklist' },
  }),
});
