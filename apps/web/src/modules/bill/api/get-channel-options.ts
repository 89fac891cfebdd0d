import { CHANNEL_API, type ChannelOptionsQuery } from '@lc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { billKeys } from '../bill.keys';

/**
 * The channels a bill may name, with their fee rules (the channel contract's options, under the bill
 * page's own code): by name prefix for the picker, or one channel by id for a saved bill.
 */
export const channelOptionsQuery = (query: ChannelOptionsQuery) =>
  queryOptions({
    queryKey: billKeys.channelOptions(query),
    queryFn: ({ signal }) => call(CHANNEL_API.endpoints.options, { query }, { signal }),
    // The choices stay while the next keyword's answer comes (never another channel's rules).
    ...(query.channelId === undefined ? { placeholderData: keepPreviousData } : {}),
    staleTime: 60_000,
  });
