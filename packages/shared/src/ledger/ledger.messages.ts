import type { LocalisedText } from '../route-table/route-table.types';

/** The ledger's refusals, in both languages. */
export const LEDGER_MESSAGES = {
  ledgerUnbalanced: {
    'zh-CN': '借贷不平衡：借方合计 {debit}，贷方合计 {credit}',
    'en-US': 'The entry does not balance: debits {debit}, credits {credit}',
  },
  ledgerBadLine: {
    'zh-CN': '第 {line} 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
    'en-US': 'Line {line} must have exactly one of debit or credit, above zero with at most two decimals',
  },
  ledgerUnknownAccount: { 'zh-CN': '科目 {code} 不存在', 'en-US': 'Account {code} does not exist' },
  ledgerTooFewLines: { 'zh-CN': '一笔分录至少需要两行', 'en-US': 'An entry needs at least two lines' },
  ledgerEntryNotFound: { 'zh-CN': '记账凭证不存在', 'en-US': 'The ledger entry does not exist' },
  ledgerAlreadyReversed: { 'zh-CN': '该笔记账已冲正', 'en-US': 'This entry has already been reversed' },
  ledgerReverseReversal: {
    'zh-CN': '冲正凭证不能再冲正，请重新记账',
    'en-US': 'A reversal cannot be reversed; post the entry again instead',
  },
} as const satisfies Record<string, LocalisedText>;
