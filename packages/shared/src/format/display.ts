import Decimal from 'decimal.js';
import { DEFAULT_CHAINS } from '../workflow/approval-chains';
import type { FlowStateRow } from '../workflow/workflow.actions';
import type { LocalisedText } from '../route-table/route-table.types';
import { shanghaiWallClock } from '../validation/time-checks';

/** What a list or sheet shows for a value that is not there. */
export const NONE_SHOWN = '—';

/** A decimal-string amount with thousands separators, as text (money never goes through a JS number). */
export function groupAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return NONE_SHOWN;
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(amount.trim());
  if (!m) return amount;
  return `${m[1]}${m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

/** The exact sum of decimal-string amounts, to the fen; those that are not numbers are left out, null when none is. */
export function sumMoney(amounts: readonly (string | null | undefined)[]): string | null {
  const numbers = amounts.filter((a): a is string => typeof a === 'string' && /^-?\d+(\.\d+)?$/.test(a.trim()));
  if (!numbers.length) return null;
  return numbers.reduce((sum, a) => sum.plus(a.trim()), new Decimal(0)).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** An instant on the Asia/Shanghai wall clock, to the minute, whatever the host's zone. */
export const shanghaiMinute = (iso: string | null | undefined): string =>
  iso ? shanghaiWallClock(new Date(iso)).slice(0, 16) : NONE_SHOWN;

/** The same to the second, for trails where order within a minute matters (the audit log). */
export const shanghaiSecond = (iso: string | null | undefined): string =>
  iso ? shanghaiWallClock(new Date(iso)).slice(0, 19) : NONE_SHOWN;

const DEFAULT_NODE_TITLES = new Map<string, LocalisedText>(
  [...DEFAULT_CHAINS.bill_duplicate.nodes, ...DEFAULT_CHAINS.bill.nodes].map((n) => [n.key, n.title]),
);

/**
 * An approval node's title: from the subject's own flow when known (chains are configurable),
 * else from the default chains, else its key; '' for no node.
 */
export function nodeTitle(key: string | null | undefined, locale: keyof LocalisedText, flow?: Pick<FlowStateRow, 'nodes'> | null): string {
  if (!key) return '';
  const own = flow?.nodes.find((n) => n.key === key)?.title;
  return (own ?? DEFAULT_NODE_TITLES.get(key))?.[locale] ?? key;
}
