import {
  type AdjustmentInput,
  BORROW_API,
  type BorrowTypeChangeInput,
  type DepositInput,
  type EntryInput,
  type ExtensionInput,
  LOAN_RECORDS_API,
  type PaymentInput,
} from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = BORROW_API.endpoints;

/** Which list: the data scope's (borrowBill, borrowBillSummary) or the salesperson's own. */
export type LoanVariant = 'scoped' | 'salesman';

/** The list blocks' sources: loan accounts and the summaries by funding party, each variant. */
export const LOAN_ACCOUNT_LISTS = { scoped: listSource(api.accounts), salesman: listSource(api.salesmanAccounts) } as const;
export const LOAN_SUMMARY_LISTS = { scoped: listSource(api.summary), salesman: listSource(api.salesmanSummary) } as const;

export const borrowKeys = {
  all: ['borrow'] as const,
  totals: (variant: LoanVariant, filters: Record<string, string>) => ['borrow', 'totals', variant, filters] as const,
};

/** The totals over the list's whole filtered set (the list's toolbar shows them). */
export const loanTotalsQuery = (variant: LoanVariant, filters: Record<string, string>) =>
  queryOptions({
    queryKey: borrowKeys.totals(variant, filters),
    queryFn: ({ signal }) =>
      call(variant === 'scoped' ? api.accountTotals : api.salesmanAccountTotals, { query: filters }, { signal, silent: true }),
  });

/** Payment confirmations: finance's list (paymentConfirm) and the salesperson's own (paymentConfirmSalesman). */
export const PAYMENT_LISTS = { scoped: listSource(api.payments), salesman: listSource(api.salesmanPayments) } as const;

/** The salesperson's loan accounts, for the report form's choice. */
export const ownLoansQuery = queryOptions({
  queryKey: ['borrow', 'own-loans'] as const,
  queryFn: ({ signal }) => call(api.salesmanAccounts, { query: { pageSize: 100 } }, { signal }),
});

/** After a write: the payment lists and their remembered totals are read again. */
export const refreshPayments = (client: QueryClient) => refreshAfterWrite(client, Object.values(PAYMENT_LISTS));

/** Writes show their refusals on the form: silent here. */
export const reportPayment = (body: PaymentInput) => call(api.reportPayment, { body }, { silent: true });
export const confirmPayment = (id: number, version: number) => call(api.confirmPayment, { params: { id }, body: { version } });
export const rejectPayment = (id: number, version: number, comment: string) =>
  call(api.rejectPayment, { params: { id }, body: { version, comment } }, { silent: true });

/** Entry bills (entryBillList) and their pages. */
export const ENTRY_LIST = listSource(api.entries);
export const ENTRY_LIST_PATH = '/borrowManage/entryBillList';
export const entryDetailHref = (id: number) => `/borrowManage/entryBillNo?id=${id}`;
export const entryPostHref = () => '/borrowManage/entryBill';
export const entryQuery = (id: number) =>
  queryOptions({ queryKey: ['borrow', 'entry', id] as const, queryFn: ({ signal }) => call(api.entry, { params: { id } }, { signal }) });
/** The loans in entry_bill_list's scope are the loan accounts' (borrow_bill) for the form's choice. */
export const scopedLoansQuery = queryOptions({
  queryKey: ['borrow', 'scoped-loans'] as const,
  queryFn: ({ signal }) => call(api.accounts, { query: { pageSize: 100 } }, { signal }),
});
export const postEntry = (body: EntryInput) => call(api.postEntry, { body }, { silent: true });
export const refreshEntries = (client: QueryClient) => refreshAfterWrite(client, [ENTRY_LIST]);

/** The money reads: funding log (amountRecord), actual payments (expendCost), principal detail (capitalEntryBillDetailList). */
export const FUNDING_LOG_LIST = listSource(api.fundingLog);
export const ACTUAL_PAYMENT_LIST = listSource(api.actualPayments);
export const CAPITAL_DETAIL_LIST = listSource(api.capitalDetails);
/** The balances: capital cost per funding party (capitalCost), fees owed per loan (unpaidProjectBills). */
export const CAPITAL_COST_LIST = listSource(api.capitalCost);
export const UNPAID_FEE_LIST = listSource(api.unpaidFees);

/** The records of change (decision 0043): deposits, adjustments, the loan-type log, extensions. */
const records = LOAN_RECORDS_API.endpoints;
export const DEPOSIT_LIST = listSource(records.deposits);
export const ADJUSTMENT_LIST = listSource(records.adjustments);
export const TYPE_LOG_LIST = listSource(records.typeLog);
export const EXTENSION_LIST = listSource(records.extensions);
export type RecordKind = 'deposit' | 'adjustment' | 'typeChange' | 'extension';
const LOAN_OPTIONS = {
  deposit: records.depositLoans,
  adjustment: records.adjustmentLoans,
  typeChange: records.typeChangeLoans,
  extension: records.extensionLoans,
} as const;
/** The loans a record's form may pick, in the scope of its page's code. */
export const recordLoansQuery = (kind: RecordKind) =>
  queryOptions({ queryKey: ['borrow', 'record-loans', kind] as const, queryFn: ({ signal }) => call(LOAN_OPTIONS[kind], {}, { signal }) });
export const recordDeposit = (body: DepositInput) => call(records.recordDeposit, { body }, { silent: true });
export const requestAdjustment = (body: AdjustmentInput) => call(records.requestAdjustment, { body }, { silent: true });
export const changeBorrowType = (body: BorrowTypeChangeInput) => call(records.changeType, { body }, { silent: true });
export const requestExtension = (body: ExtensionInput) => call(records.requestExtension, { body }, { silent: true });
/** The requests a second person decides, and their approve and reject calls. */
export type ChangeKind = 'adjustment' | 'extension' | 'typeChange';
const DECIDE = {
  adjustment: [records.approveAdjustment, records.rejectAdjustment],
  extension: [records.approveExtension, records.rejectExtension],
  typeChange: [records.approveTypeChange, records.rejectTypeChange],
} as const;
/** Approve or reject a request at the version read. */
export function decideChange(kind: ChangeKind, approve: boolean, id: number, version: number, comment?: string) {
  const endpoint = DECIDE[kind][approve ? 0 : 1];
  return call(endpoint, { params: { id }, body: { version, ...(comment ? { comment } : {}) } }, { silent: !approve });
}
/** After a write: the list's rows and its remembered total are read again. */
export const refreshList = (client: QueryClient, source: { listUrl: string }) => refreshAfterWrite(client, [source]);
