import { statusTexts } from '../dictionaries/status-dictionary';
import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';
import type { FlowStatus } from '../workflow/workflow.types';

// Borrow types (spec 000 §9) are defined once, with the channels' fee rules: BORROW_TYPE_TEXT.

/**
 * Bill statuses. The spec lists none for bills (000 §4 shows only other processes), so these are
 * ours; the approval step a bill waits at is its flow's current node, not a status of its own.
 */
export const BILL_STATUS = {
  draft: 0,
  inApproval: 1,
  returned: 2,
  withdrawn: 3,
  approved: 4,
  abandoned: 9,
} as const satisfies Record<string, StatusCode<'bill'>>;
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];

/** The labels, read from the status dictionary (STATUS_LISTS.bill), for callers not yet moved to statusLabel. */
export const BILL_STATUS_TEXT: Record<BillStatus, LocalisedText> = statusTexts('bill');

/** The bill status that mirrors where its flow stands. */
export const BILL_STATUS_OF_FLOW: Record<FlowStatus, BillStatus> = {
  pending: BILL_STATUS.inApproval,
  returned: BILL_STATUS.returned,
  withdrawn: BILL_STATUS.withdrawn,
  approved: BILL_STATUS.approved,
};

/** The applicant may edit, submit or abandon a bill in these statuses. */
export const BILL_EDITABLE: readonly BillStatus[] = [BILL_STATUS.draft, BILL_STATUS.returned, BILL_STATUS.withdrawn];
/**
 * The salesperson's two lists split their bills (decision 0023): the draft box (草稿箱) holds the
 * ones theirs to work on, BILL_EDITABLE (drafts, returned, withdrawn); "my bills" the ones with the
 * approvers or done. Abandoned bills are in neither.
 */
export const BILL_MINE: readonly BillStatus[] = [BILL_STATUS.inApproval, BILL_STATUS.approved];
/**
 * A bill's documents may be deleted only before final review (decision 0071): once it passed, or
 * whatever later status it moves to, a wrong document is corrected by adding the right one.
 */
export const BILL_DOCUMENTS_REMOVABLE: readonly BillStatus[] = [
  BILL_STATUS.draft,
  BILL_STATUS.inApproval,
  BILL_STATUS.returned,
  BILL_STATUS.withdrawn,
];
/** Bills a new one is compared with for duplicates: everything submitted and not abandoned. */
export const BILL_OPEN: readonly BillStatus[] = [BILL_STATUS.inApproval, BILL_STATUS.returned, BILL_STATUS.withdrawn, BILL_STATUS.approved];

/** Spec 000 §9 bill type: 1 is an extension (rollover) bill, styled apart in lists. */
export const BILL_TYPE_TEXT = {
  0: { 'zh-CN': '正常', 'en-US': 'Normal' },
  1: { 'zh-CN': '展期', 'en-US': 'Extension' },
} as const satisfies Record<number, LocalisedText>;

/** Spec 000 §9 funding sources. */
export const FUNDING_SOURCES = ['hnxiaodai', 'yunxintrust', 'zhonghaitrust'] as const;

/** The permission codes of the bill pages (spec 001 §2 /billManage, /documentManage, /finalManage). */
export const BILL_PERMISSION = {
  create: 'bill_create_list',
  draft: 'draftbox',
  all: 'bill_list',
  historyExport: 'bill_history_export',
  abandoned: 'bill_kill_list',
  manager: 'bill_approve_manager',
  vp: 'bill_approve_vp',
  supervisor: 'bill_approve_supervisor',
  duplicate: 'repeated_bill_approve',
  document: 'documentation_check_details',
  final: 'rc_final_approve',
} as const;

/** The approval pages: path segment of the list API → the node permission it lists, and its route. */
export const BILL_APPROVAL_PAGES = {
  manager: { permission: BILL_PERMISSION.manager, route: '/billManage/billApproveYe' },
  vp: { permission: BILL_PERMISSION.vp, route: '/billManage/billApproveZi' },
  supervisor: { permission: BILL_PERMISSION.supervisor, route: '/billManage/billApproveLi' },
  duplicate: { permission: BILL_PERMISSION.duplicate, route: '/billManage/billApproveRp' },
  document: { permission: BILL_PERMISSION.document, route: '/documentManage' },
  final: { permission: BILL_PERMISSION.final, route: '/finalManage/finalList' },
} as const;
export type BillApprovalPage = keyof typeof BILL_APPROVAL_PAGES;
export const BILL_APPROVAL_PAGE_KEYS = Object.keys(BILL_APPROVAL_PAGES) as BillApprovalPage[];

/** The audit / masked-viewer entity name of bills. */
export const BILL_ENTITY = 'bill';
