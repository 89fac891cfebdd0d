import { z } from 'zod';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { id } from '../validation/primitives';
import { ACCOUNT_KINDS } from './ledger.accounts';

/** Money on the wire: a decimal string with two places ("12345.67"), never a JS number. */
const money = z.string();

export const ledgerAccountRow = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  normalSide: z.enum(['debit', 'credit']),
});
export type LedgerAccountRow = z.infer<typeof ledgerAccountRow>;
export const ledgerAccountsReply = z.object({ list: z.array(ledgerAccountRow) });

/**
 * One account of the chart on the trial balance: what was posted to each side, the balance in the
 * debit or the credit column (one of them nil), and the balance on the account's normal side,
 * signed. `negative`: an asset or a liability below nil on its normal side (decision 0061: no
 * receivable below nil), which the debit/credit columns alone would show as an ordinary balance.
 */
export const trialBalanceAccount = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  normalSide: z.enum(['debit', 'credit']),
  debitTotal: money,
  creditTotal: money,
  debit: money,
  credit: money,
  balance: money,
  negative: z.boolean(),
});
export type TrialBalanceAccount = z.infer<typeof trialBalanceAccount>;

/**
 * Every account of the chart, in code order. `debit`/`credit`: the totals of the balance columns;
 * `debitTotal`/`creditTotal`: of everything posted. The books balance when each pair is equal.
 */
export const trialBalanceReply = z.object({
  debit: money,
  credit: money,
  debitTotal: money,
  creditTotal: money,
  balanced: z.boolean(),
  accounts: z.array(trialBalanceAccount),
});
export type TrialBalance = z.infer<typeof trialBalanceReply>;

export const statementLine = z.object({
  entryId: z.number().int(),
  eventType: z.string(),
  postedAt: z.string(),
  memo: z.string().nullable(),
  reversalOf: z.number().int().nullable(),
  accountCode: z.string(),
  accountName: z.string(),
  billId: z.number().int().nullable(),
  fundingParty: z.string().nullable(),
  debit: money,
  credit: money,
});
export type StatementLine = z.infer<typeof statementLine>;

/** The lines of one subject, oldest first, and its balance per account (debit minus credit). */
export const statementReply = z.object({
  lines: z.array(statementLine),
  balances: z.array(z.object({ code: z.string(), name: z.string(), balance: money })),
});
export type Statement = z.infer<typeof statementReply>;

export const loanStatementParams = z.object({ billId: id });
/** A funding party is one of FUND_PARTIES, as on grants and bills. */
export const fundingPartyParams = z.object({ code: z.enum(FUND_PARTY_CODES, { error: '资金方不存在' }) });
