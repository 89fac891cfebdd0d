import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';

/** Route /firmManage (spec 001 §2): role 71 (firm management) holds it. */
export const FIRM_PERMISSION = 'business_company_manage';
export const FIRM_ENTITY = 'firm';

/**
 * A firm is enabled or disabled; disabled rows have their own style (spec 000 §4 UI state).
 * Labels: STATUS_LISTS.firm.
 */
export const FIRM_STATUS = { disabled: 0, enabled: 1 } as const satisfies Record<string, StatusCode<'firm'>>;
export type FirmStatus = (typeof FIRM_STATUS)[keyof typeof FIRM_STATUS];

/** Transitions (STYLE §7): applied as one conditional update plus an audit entry. */
export const FIRM_TRANSITIONS = {
  disable: { from: [FIRM_STATUS.enabled], to: FIRM_STATUS.disabled, permission: FIRM_PERMISSION },
  enable: { from: [FIRM_STATUS.disabled], to: FIRM_STATUS.enabled, permission: FIRM_PERMISSION },
} as const satisfies Record<string, { from: readonly FirmStatus[]; to: FirmStatus; permission: string }>;
export type FirmAction = keyof typeof FIRM_TRANSITIONS;
export const FIRM_ACTIONS = Object.keys(FIRM_TRANSITIONS) as FirmAction[];
/** The 409 message of a transition whose `from` no longer holds (another user acted first). */
export const FIRM_TRANSITION_CONFLICT = {
  disable: '该企业已是停用状态，请刷新后重试',
  enable: '该企业已是启用状态，请刷新后重试',
} as const satisfies Record<FirmAction, string>;

/**
 * Where a firm came from: the company library proper (firmRecords), or business records
 * (businessFirmRecords: firms entered with a bill's company list).
 */
export const FIRM_SOURCE = { library: 1, business: 2 } as const;
export type FirmSource = (typeof FIRM_SOURCE)[keyof typeof FIRM_SOURCE];
export const FIRM_SOURCE_TEXT = {
  1: { 'zh-CN': '企业库', 'en-US': 'Company library' },
  2: { 'zh-CN': '业务企业', 'en-US': 'Business company' },
} as const satisfies Record<FirmSource, LocalisedText>;

export const SHAREHOLDER_KIND_TEXT = {
  1: { 'zh-CN': '自然人', 'en-US': 'Person' },
  2: { 'zh-CN': '企业', 'en-US': 'Company' },
} as const satisfies Record<number, LocalisedText>;
