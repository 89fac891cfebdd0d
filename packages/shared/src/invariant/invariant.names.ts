import type { LocalisedText } from '../route-table/route-table.types';

/**
 * The money invariants of decision 0067, in the order the check runs them. Each breach names one
 * and carries its two figures: `left` is what the book (or the rule's limit) says, `right` what
 * the other side says; the labels say which is which.
 */
export const MONEY_INVARIANTS = [
  'grantsWithinBill',
  'drawsWithinGrant',
  'principalBookMatchesLedger',
  'principalLedgerMatchesFlows',
  'interestOnDrawnPrincipal',
  'partyShareWithinDrawn',
  'partyBorrowingsMatchLedger',
  'creditWithinReceived',
  'creditBookMatchesLedger',
  'receivableNotNegative',
  'collectionsWithinOwed',
  'trialBalance',
] as const;
export type MoneyInvariant = (typeof MONEY_INVARIANTS)[number];

type InvariantText = { title: LocalisedText; left: LocalisedText; right: LocalisedText };

/** What each invariant says and what its two figures are, in both languages. */
export const MONEY_INVARIANT_TEXT: Record<MoneyInvariant, InvariantText> = {
  grantsWithinBill: {
    title: { 'zh-CN': '放款申请合计不超过报单批准金额', 'en-US': "A bill's grants stay within its approved amount" },
    left: { 'zh-CN': '报单批准金额', 'en-US': 'Approved amount' },
    right: { 'zh-CN': '放款申请合计', 'en-US': 'Grants in total' },
  },
  drawsWithinGrant: {
    title: { 'zh-CN': '出账合计不超过放款金额', 'en-US': "A grant's draws stay within the grant" },
    left: { 'zh-CN': '放款金额', 'en-US': 'Grant amount' },
    right: { 'zh-CN': '已出账（账务）', 'en-US': 'Paid out (ledger)' },
  },
  principalBookMatchesLedger: {
    title: { 'zh-CN': '借据在贷本金与总账本金科目一致', 'en-US': 'Loan book principal equals the ledger (1301)' },
    left: { 'zh-CN': '借据在贷本金', 'en-US': 'Loan book outstanding' },
    right: { 'zh-CN': '总账1301余额', 'en-US': 'Ledger 1301 balance' },
  },
  principalLedgerMatchesFlows: {
    title: {
      'zh-CN': '总账本金等于已放款减已还本金减本金调整',
      'en-US': 'Ledger principal equals drawn less repaid less adjustments',
    },
    left: { 'zh-CN': '已放款−已还本金±调整', 'en-US': 'Drawn − repaid ± adjusted' },
    right: { 'zh-CN': '总账1301余额', 'en-US': 'Ledger 1301 balance' },
  },
  interestOnDrawnPrincipal: {
    title: { 'zh-CN': '只对已放出的本金计息', 'en-US': 'Interest accrues only on principal drawn' },
    left: { 'zh-CN': '已放款本金±调整', 'en-US': 'Principal drawn ± adjusted' },
    right: { 'zh-CN': '还款计划本金', 'en-US': 'Principal scheduled' },
  },
  partyShareWithinDrawn: {
    title: { 'zh-CN': '资方份额不超过已放款本金', 'en-US': "A funding party's share stays within principal drawn" },
    left: { 'zh-CN': '已放款本金', 'en-US': 'Principal drawn' },
    right: { 'zh-CN': '进件批次本金', 'en-US': 'Principal in open batches' },
  },
  partyBorrowingsMatchLedger: {
    title: { 'zh-CN': '资方提现余额与总账2001一致', 'en-US': "A funding party's use equals the ledger (2001)" },
    left: { 'zh-CN': '批次已提现−已还款', 'en-US': 'Batches withdrawn − repaid' },
    right: { 'zh-CN': '总账2001余额', 'en-US': 'Ledger 2001 balance' },
  },
  creditWithinReceived: {
    title: { 'zh-CN': '客户余额不超过实收金额', 'en-US': 'Credit held stays within money received' },
    left: { 'zh-CN': '实收净额', 'en-US': 'Money received (net)' },
    right: { 'zh-CN': '总账2202余额', 'en-US': 'Ledger 2202 balance' },
  },
  creditBookMatchesLedger: {
    title: { 'zh-CN': '借据余额与总账2202一致', 'en-US': 'Loan credit equals the ledger (2202)' },
    left: { 'zh-CN': '借据余额', 'en-US': 'Credit on the loans' },
    right: { 'zh-CN': '总账2202余额', 'en-US': 'Ledger 2202 balance' },
  },
  receivableNotNegative: {
    title: { 'zh-CN': '应收科目（1122/1123/1124）不为负', 'en-US': 'No receivable (1122/1123/1124) below zero' },
    left: { 'zh-CN': '下限', 'en-US': 'Floor' },
    right: { 'zh-CN': '应收余额', 'en-US': 'Receivable balance' },
  },
  collectionsWithinOwed: {
    title: { 'zh-CN': '收回金额不超过应收', 'en-US': 'Collections stay within what was owed' },
    left: { 'zh-CN': '应收（本息罚）', 'en-US': 'Owed' },
    right: { 'zh-CN': '已收（本息罚）', 'en-US': 'Collected' },
  },
  trialBalance: {
    title: { 'zh-CN': '试算平衡', 'en-US': 'The trial balance balances' },
    left: { 'zh-CN': '借方合计', 'en-US': 'Debits' },
    right: { 'zh-CN': '贷方合计', 'en-US': 'Credits' },
  },
};
