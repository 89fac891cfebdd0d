import {
  BORROW_TYPE_TEXT,
  FUND_PARTIES,
  type FlowStateRow,
  RISK_RECORD_NODES,
  nodeTitle as sharedNodeTitle,
  shanghaiMinute,
} from '@lc/shared';
import type { Locale } from '@/lib/i18n';

/** Display helpers shared with the other modules (shared format/display); final review shows '—' for no node. */
export { groupAmount, sumMoney as sumAmounts } from '@lc/shared';
export const shanghaiTime = shanghaiMinute;
export const nodeTitle = (key: string | null | undefined, locale: Locale, flow?: FlowStateRow | null): string =>
  sharedNodeTitle(key, locale, flow) || '—';

export const partyName = (code: string | null | undefined, locale: Locale): string =>
  code && Object.hasOwn(FUND_PARTIES, code) ? FUND_PARTIES[code as keyof typeof FUND_PARTIES].name[locale] : (code ?? '—');

export const borrowTypeName = (type: number, locale: Locale): string =>
  BORROW_TYPE_TEXT[type as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? String(type);

export const riskNodeName = (node: keyof typeof RISK_RECORD_NODES, locale: Locale): string => RISK_RECORD_NODES[node].title[locale];
