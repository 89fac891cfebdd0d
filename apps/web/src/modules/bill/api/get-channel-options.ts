import type { ChannelOptionsQuery, ChannelOptionsReply } from '@lc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { billKeys } from '../bill.keys';

/**
 * The channels a bill may name, with their fee rules (GET /v1/channel/options, under the bill
 * page's own code): by name prefix for the picker, or one channel by id for a saved bill.
 */
export const channelOptionsQuery = (query: ChannelOptionsQuery) =>
  queryOptions({
    queryKey: billKeys.channelOptions(query),
    queryFn: ({ signal }) => request<ChannelOptionsReply>({ path: '/v1/channel/options', params: query, signal }),
    // The choices stay while the next keyword's answer comes (never another channel's rules).
    ...(query.channelId === undefined ? { placeholderData: keepPreviousData } : {}),
    staleTime: 60_000,
  });
