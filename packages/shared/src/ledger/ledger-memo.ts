import type { LocalisedText } from '../route-table/route-table.types';

type Locale = keyof LocalisedText;
type Pattern = { match: RegExp; text: (m: RegExpExecArray) => LocalisedText };

/**
 * The memos the services write on their postings (`loan 7 repayment`, `grant 12 draw 9`), as
 * people read them (issue 29). The ledger keeps the memo as written; screens show it through
 * `ledgerMemoLabel`. A memo people typed, or one of no pattern here, is shown as it is.
 */
const PATTERNS: Pattern[] = [
  {
    match: /^grant (\d+) draw (\d+) transfer (\d+)$/,
    text: ([, g, d, x]) => ({ 'zh-CN': `放款申请${g}第${d}笔出账（转账${x}）`, 'en-US': `Grant ${g}, draw ${d}, transfer ${x}` }),
  },
  { match: /^grant (\d+) draw (\d+)$/, text: ([, g, d]) => ({ 'zh-CN': `放款申请${g}第${d}笔出账`, 'en-US': `Grant ${g}, draw ${d}` }) },
  { match: /^loan (\d+) repayment$/, text: ([, l]) => ({ 'zh-CN': `借款${l}还款`, 'en-US': `Loan ${l} repayment` }) },
  { match: /^loan (\d+) early settlement$/, text: ([, l]) => ({ 'zh-CN': `借款${l}提前结清`, 'en-US': `Loan ${l} early settlement` }) },
  { match: /^loan (\d+) credit refund$/, text: ([, l]) => ({ 'zh-CN': `借款${l}余额退还`, 'en-US': `Loan ${l} credit refund` }) },
  {
    match: /^payment confirmation (\d+): received, held in suspense until allocated$/,
    text: ([, p]) => ({
      'zh-CN': `到账确认${p}：已收款，待分配前挂账`,
      'en-US': `Payment confirmation ${p}: received, held in suspense until allocated`,
    }),
  },
  {
    match: /^payment record (\d+): paid to (.+), recoverable from the borrower$/,
    text: ([, r, payee]) => ({
      'zh-CN': `付款记录${r}：已付${payee}，向借款人追偿`,
      'en-US': `Payment record ${r}: paid to ${payee}, recoverable from the borrower`,
    }),
  },
];

export function ledgerMemoLabel(memo: string | null | undefined, locale: Locale): string {
  if (!memo) return '';
  for (const p of PATTERNS) {
    const m = p.match.exec(memo);
    if (m) return p.text(m)[locale];
  }
  return memo;
}
