import { CARD_CHANGE_API, type CardChangeInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = CARD_CHANGE_API.endpoints;

export const CARD_CHANGE_LIST = listSource(api.list);
export const CARD_CHANGE_PATH = '/changeBankCard';
export const cardChangeHref = (id?: number) => `/changeBankCard/changeBankCardApply${id ? `?id=${id}` : ''}`;

export const cardChangeKeys = {
  all: ['card-change'] as const,
  detail: (id: number) => ['card-change', id] as const,
  cards: ['card-change', 'cards'] as const,
};

/** After a write: the list and its remembered total, and the details, are read again. */
export const refreshCardChanges = (client: QueryClient) => refreshAfterWrite(client, [CARD_CHANGE_LIST], [cardChangeKeys.all]);

export const cardChangeQuery = (id: number) =>
  queryOptions({ queryKey: cardChangeKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
export const cardChangeCardsQuery = queryOptions({
  queryKey: cardChangeKeys.cards,
  queryFn: ({ signal }) => call(api.cardOptions, {}, { signal }),
});

/** Writes: the apply form shows its refusals itself (silent); the decisions show theirs as messages. */
export const applyCardChange = (body: CardChangeInput) => call(api.apply, { body }, { silent: true });
export const approveCardChange = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectCardChange = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const executeCardChange = (id: number, version: number) => call(api.execute, { params: { id }, body: { version } });
