import type { LocalisedText } from '../route-table/route-table.types';

/** Who may read the books (trial balance, statements, chart): our own code, held by finance (roles 20, 21). */
export const LEDGER_PERMISSION = 'ledger_view';
export const LEDGER_ENTITY = 'ledger_entry';

export const ACCOUNT_KINDS = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type LedgerSide = 'debit' | 'credit';

export type LedgerAccountDef = { code: string; name: LocalisedText; kind: AccountKind; normalSide: LedgerSide };

const account = (code: string, zh: string, en: string, kind: AccountKind, normalSide: LedgerSide): LedgerAccountDef => ({
  code,
  name: { 'zh-CN': zh, 'en-US': en },
  kind,
  normalSide,
});

/**
 * The chart of accounts of a property-secured lender, numbered after the PRC enterprise chart
 * (1xxx assets, 2xxx liabilities, 4xxx equity, 6xxx profit and loss). Cash is one bank account;
 * the funding party is a dimension of each line, so a funding party's statement is a filter,
 * not an account per party (decision 0026).
 */
export const LEDGER_ACCOUNTS = [
  account('1002', '银行存款', 'Bank deposits', 'asset', 'debit'),
  account('1122', '应收利息', 'Interest receivable', 'asset', 'debit'),
  account('1123', '应收费用', 'Fees receivable', 'asset', 'debit'),
  account('1124', '应收罚息', 'Penalty interest receivable', 'asset', 'debit'),
  account('1301', '贷款本金', 'Loans receivable - principal', 'asset', 'debit'),
  account('1304', '贷款损失准备', 'Loan loss allowance', 'asset', 'credit'),
  account('2001', '资金方借款', 'Funding party borrowings', 'liability', 'credit'),
  account('2202', '客户应付款', 'Customer payable', 'liability', 'credit'),
  account('2221', '应交税费', 'Taxes payable', 'liability', 'credit'),
  account('2241', '存入保证金', 'Deposits received', 'liability', 'credit'),
  account('2501', '待清算款项', 'Suspense (unmatched receipts)', 'liability', 'credit'),
  account('4001', '实收资本', 'Paid-in capital', 'equity', 'credit'),
  account('6011', '利息收入', 'Interest income', 'income', 'credit'),
  account('6021', '手续费及佣金收入', 'Fee income', 'income', 'credit'),
  account('6031', '罚息收入', 'Penalty interest income', 'income', 'credit'),
  account('6411', '资金成本', 'Funding cost', 'expense', 'debit'),
  account('6701', '资产减值损失', 'Impairment loss', 'expense', 'debit'),
] as const satisfies readonly LedgerAccountDef[];

/** The accounts money events post to, by meaning: callers name these, never a bare code. */
export const ACCOUNT = {
  bank: '1002',
  interestReceivable: '1122',
  feesReceivable: '1123',
  penaltyReceivable: '1124',
  loanPrincipal: '1301',
  loanLossAllowance: '1304',
  fundingBorrowings: '2001',
  customerPayable: '2202',
  taxesPayable: '2221',
  depositsReceived: '2241',
  suspense: '2501',
  paidInCapital: '4001',
  interestIncome: '6011',
  feeIncome: '6021',
  penaltyIncome: '6031',
  fundingCost: '6411',
  impairmentLoss: '6701',
} as const satisfies Record<string, (typeof LEDGER_ACCOUNTS)[number]['code']>;
export type AccountCode = (typeof LEDGER_ACCOUNTS)[number]['code'];

/** The kinds of money event that post: the disbursement and repayment modules name theirs here. */
export const LEDGER_EVENT_TYPES = [
  'capital',
  'funding',
  'disbursement',
  'fee',
  'interestAccrual',
  'repayment',
  'adjustment',
  'reversal',
  'deposit',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENT_TYPES)[number];
