import { CHANNEL_API, type ChannelInput, type ChannelUpdate, type FeeRuleInput } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = CHANNEL_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const CHANNEL_LIST = listSource(api.list);
/** The hidden freeRuleAdd page of one channel. */
export const feeRulePath = (channelId: number) => `/billManage/freeRuleAdd?channelId=${channelId}`;

export const channelKeys = { all: ['channel'] as const, detail: (id: number) => ['channel', 'detail', id] as const };

export const channelDetailQuery = (id: number) =>
  queryOptions({ queryKey: channelKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Silent: a refused value is shown on its field by the form. */
export const createChannel = (body: ChannelInput) => call(api.create, { body }, { silent: true });
export const updateChannel = (id: number, body: ChannelUpdate) => call(api.update, { params: { id }, body }, { silent: true });
export const addFeeRule = (channelId: number, body: FeeRuleInput) =>
  call(api.addFeeRule, { params: { id: channelId }, body }, { silent: true });
