import {
  type AgreedTermsInput,
  FIELD_ORDER_API,
  BILL_API,
  BILL_INBOX,
  type BillApprovalPage,
  type BillUpdateBody,
  CHANNEL_API,
  type ChannelOptionsQuery,
  type EndpointInput,
  FINAL_REVIEW_API,
  type FlowBulkBody,
} from '@lc/shared';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listPathsOf, listSource } from '@/lib/api-client';

export const billKeys = {
  all: ['bill'] as const,
  detail: (id: number) => ['bill', 'detail', id] as const,
  records: (id: number) => ['bill', 'records', id] as const,
  documents: (id: number) => ['bill', 'documents', id] as const,
  channelOptions: (query: ChannelOptionsQuery) => ['bill', 'channel-options', query] as const,
  borrowerSearch: (keyword: string) => ['bill', 'borrower-search', keyword] as const,
};

/** Every list a bill appears in: the bill lists and inboxes, and final review's lists. */
const BILL_LIST_PATHS = listPathsOf(...Object.values(BILL_API.endpoints), ...Object.values(FINAL_REVIEW_API.endpoints));

/**
 * After a save or a flow action: the bill's detail and records, and every bill list, are read
 * again. Remembered list totals are dropped too (a list counts once per filter), so the counts move.
 */
export const refreshBills = (client: QueryClient) => refreshAfterWrite(client, BILL_LIST_PATHS, [billKeys.all]);

const api = BILL_API.endpoints;

export { BILL_LISTS } from './bill-lists';
/** The approval inboxes; the vice-president's opens on bills submitted in the last 60 days (spec 001 §4, decision 0076). */
const INBOX_LISTS = {
  manager: listSource(BILL_INBOX.manager),
  vp: listSource(BILL_INBOX.vp, { pastDays: '60' }),
  supervisor: listSource(BILL_INBOX.supervisor),
  duplicate: listSource(BILL_INBOX.duplicate),
  document: listSource(BILL_INBOX.document),
  final: listSource(BILL_INBOX.final),
} as const satisfies Record<BillApprovalPage, unknown>;
export const inboxList = (page: BillApprovalPage) => INBOX_LISTS[page];
/** The bill history export endpoint (the export button calls it). */
export { BILL_HISTORY_EXPORT } from '@lc/shared';

export const billDetailQuery = (id: number) =>
  queryOptions({ queryKey: billKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** The bill's field visits (the field-order contract), for its operation stripe. */
export const billVisitsQuery = (id: number) =>
  queryOptions({
    queryKey: [...billKeys.records(id), 'visits'],
    queryFn: ({ signal }) => call(FIELD_ORDER_API.endpoints.billVisits, { params: { id } }, { signal }),
  });

/** The flow's operation records, oldest first. */
export const billRecordsQuery = (id: number) =>
  queryOptions({ queryKey: billKeys.records(id), queryFn: ({ signal }) => call(api.records, { params: { id } }, { signal }) });

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

/** The bill form's body, built field by field from its definitions; the contract validates it on the server. */
type FormBody = Record<string, unknown>;

/** Silent: a refused field shows under it, a 409 above the buttons. */
export const createBill = (body: FormBody & { idempotencyKey: string }) =>
  call(api.create, { body: body as EndpointInput<typeof api.create>['body'] }, { silent: true });
export const updateBill = (id: number, body: FormBody & { version: number }) =>
  call(api.update, { params: { id }, body: body as BillUpdateBody }, { silent: true });

/*
 * The bill's flow actions. Not silent: a refusal (403), a stale version (409) or a bad body (400)
 * is shown by the client's error catalogue with the server's message; the caller then refetches.
 */
export const submitBill = (id: number, version: number) => call(api.submit, { params: { id }, body: { version } });
export const abandonBill = (id: number, version: number) => call(api.abandon, { params: { id }, body: { version } });
export const withdrawBill = (id: number, flowVersion: number) => call(api.withdraw, { params: { id }, body: { flowVersion } });
/**
 * `ltvOverride`: final review's reason to pass a bill above the LTV limit (decision 0024);
 * `documentOverride`: document review's to pass one whose required documents are missing (decision 0025).
 */
export const approveBill = (
  id: number,
  flowVersion: number,
  comment?: string,
  overrides: { ltvOverride?: string | undefined; documentOverride?: string | undefined; terms?: AgreedTermsInput | undefined } = {},
) =>
  call(api.approve, {
    params: { id },
    body: {
      flowVersion,
      ...(comment ? { comment } : {}),
      ...(overrides.ltvOverride ? { ltvOverride: overrides.ltvOverride } : {}),
      ...(overrides.documentOverride ? { documentOverride: overrides.documentOverride } : {}),
      ...(overrides.terms ? { terms: overrides.terms } : {}),
    },
  });
/** `to`: 'applicant', or the key of an earlier node. */
export const rejectBill = (id: number, flowVersion: number, comment: string, to: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment, to } });
export const bulkAct = (body: FlowBulkBody) => call(api.bulk, { body });
