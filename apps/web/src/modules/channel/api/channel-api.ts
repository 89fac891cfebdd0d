import type { ChannelDetail, ChannelInput, ChannelUpdate, FeeRuleInput, FeeRuleRow } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const CHANNEL_LIST_URL = '/v1/channel/list';
/** The hidden freeRuleAdd page of one channel. */
export const feeRulePath = (channelId: number) => `/billManage/freeRuleAdd?channelId=${channelId}`;

export const channelKeys = { all: ['channel'] as const, detail: (id: number) => ['channel', 'detail', id] as const };

export const channelDetailQuery = (id: number) =>
  queryOptions({
    queryKey: channelKeys.detail(id),
    queryFn: ({ signal }) => request<ChannelDetail>({ path: `/v1/channel/${id}`, signal }),
  });

export const createChannel = (body: ChannelInput) =>
  request<{ channelId: number }>({ method: 'POST', path: '/v1/channel', body, silent: true });
export const updateChannel = (id: number, body: ChannelUpdate) =>
  request<null>({ method: 'PUT', path: `/v1/channel/${id}`, body, silent: true });
export const addFeeRule = (channelId: number, body: FeeRuleInput) =>
  request<FeeRuleRow>({ method: 'POST', path: `/v1/channel/${channelId}/feeRules`, body, silent: true });
