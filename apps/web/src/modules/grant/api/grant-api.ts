import { GRANT_API, GRANT_PAGE_SIZE, GRANT_STATUS, type GrantInput, type GrantResubmit } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = GRANT_API.endpoints;

/**
 * The five lists of /billGrantManage: the history and each node's inbox. The executives' inboxes
 * open on awaiting review (1), finance's on awaiting disbursement (2): spec 001 §4, decision 0082.
 */
export const GRANT_LISTS = {
  history: listSource(api.list),
  risk: listSource(api.riskList),
  vp1: listSource(api.vp1List, { status: String(GRANT_STATUS.awaitingReview) }),
  vp2: listSource(api.vp2List, { status: String(GRANT_STATUS.awaitingReview) }),
  finance: listSource(api.financeList, { status: String(GRANT_STATUS.awaiting) }),
};
export type GrantListKind = keyof typeof GRANT_LISTS;

export const grantKeys = {
  all: ['grant'] as const,
  detail: (id: number) => ['grant', 'detail', id] as const,
  bills: ['grant', 'bills'] as const,
  rejections: (grantId?: number) => ['grant', 'rejections', grantId ?? 0] as const,
};

/** After a write: every list and its remembered total, and the details, are read again. */
export const refreshGrants = (client: QueryClient) => refreshAfterWrite(client, Object.values(GRANT_LISTS), [grantKeys.all]);

export const grantDetailQuery = (id: number) =>
  queryOptions({ queryKey: grantKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
/** A later page of a grant's draws or postings (the detail carries the first). */
export const grantDrawsQuery = (id: number, pageNum: number) =>
  queryOptions({
    queryKey: [...grantKeys.detail(id), 'draws', pageNum] as const,
    queryFn: ({ signal }) => call(api.draws, { params: { id }, query: { pageNum, pageSize: GRANT_PAGE_SIZE } }, { signal }),
  });
export const grantPostingsQuery = (id: number, pageNum: number) =>
  queryOptions({
    queryKey: [...grantKeys.detail(id), 'postings', pageNum] as const,
    queryFn: ({ signal }) => call(api.postings, { params: { id }, query: { pageNum, pageSize: GRANT_PAGE_SIZE } }, { signal }),
  });
export const grantableBillsQuery = queryOptions({
  queryKey: grantKeys.bills,
  queryFn: ({ signal }) => call(api.grantableBills, {}, { signal }),
});
export const rejectionsQuery = (grantId?: number) =>
  queryOptions({
    queryKey: grantKeys.rejections(grantId),
    queryFn: ({ signal }) => call(api.rejections, { query: { pageNum: 1, pageSize: 100, ...(grantId ? { grantId } : {}) } }, { signal }),
  });

/** The forms show their refusals themselves (silent); the decisions show theirs as messages. */
export const requestGrant = (body: GrantInput) => call(api.request, { body }, { silent: true });
export const resubmitGrant = (id: number, body: GrantResubmit) => call(api.resubmit, { params: { id }, body }, { silent: true });
export const approveGrant = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectGrant = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const withdrawGrant = (id: number, flowVersion: number) => call(api.withdraw, { params: { id }, body: { flowVersion } });
export const drawGrant = (id: number, amount: string, idempotencyKey: string, payDate?: string) =>
  call(api.draw, { params: { id }, body: { amount, idempotencyKey, ...(payDate ? { payDate } : {}) } }, { silent: true });
export const settleDraw = (id: number, drawId: number) => call(api.settleDraw, { params: { id, drawId } });
export const retryDraw = (id: number, drawId: number, idempotencyKey: string) =>
  call(api.retryDraw, { params: { id, drawId }, body: { idempotencyKey } });
export const cancelDraw = (id: number, drawId: number) => call(api.cancelDraw, { params: { id, drawId } });
export const setChannelNext = (outcome: 'confirm' | 'fail' | 'timeout') => call(api.channelNext, { body: { outcome } });

export const grantDetailHref = (id: number) => `/billGrantManage/grantApproveAdd?id=${id}`;
export const grantRequestHref = (id?: number) => `/billGrantManage/grantRequest${id ? `?id=${id}` : ''}`;
