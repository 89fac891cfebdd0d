import { ACCOUNT, LEDGER_ACCOUNTS } from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { creditLine, debitLine } from './ledger-posting.rules';
import { ledgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

/** The chart of accounts, on every start: accounts a release adds appear, none is changed. */
export async function seedLedgerAccounts(db: Executor) {
  await ledgerRepository.addMissingAccounts(
    db,
    LEDGER_ACCOUNTS.map((a) => ({
      code: a.code,
      nameZh: a.name['zh-CN'],
      nameEn: a.name['en-US'],
      kind: a.kind,
      normalSide: a.normalSide,
    })),
  );
}

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };

/** Each demo posting moves one amount from its credit account to its debit account. */
const DEMO_POSTINGS = [
  {
    key: 'capital',
    eventType: 'capital',
    fundingParty: 'hnxiaodai',
    debit: ACCOUNT.bank,
    credit: ACCOUNT.paidInCapital,
    amount: '50000000.00',
    memo: '股东注资',
  },
  {
    key: 'trust-funding',
    eventType: 'funding',
    fundingParty: 'yunxintrust',
    debit: ACCOUNT.bank,
    credit: ACCOUNT.fundingBorrowings,
    amount: '30000000.00',
    memo: '信托资金到账',
  },
  {
    key: 'trust-cost',
    eventType: 'adjustment',
    fundingParty: 'yunxintrust',
    debit: ACCOUNT.fundingCost,
    credit: ACCOUNT.bank,
    amount: '123287.67',
    memo: '支付信托资金成本',
  },
  {
    key: 'unmatched-receipt',
    eventType: 'adjustment',
    fundingParty: 'hnxiaodai',
    debit: ACCOUNT.bank,
    credit: ACCOUNT.suspense,
    amount: '8800.00',
    memo: '未匹配来款挂账',
  },
] as const;

/**
 * Demo books, so the trial balance opens with balances: the firm's own capital (through its
 * small-loan company, hnxiaodai) and a trust's funding in the bank, a funding cost paid, and a
 * receipt held in suspense. Loans post with their draws (issue 15). Keys make a second run post
 * nothing. Funding parties are FUND_PARTIES codes, as on grants.
 */
export async function seedDemoLedger(db: Db) {
  const ledger = createLedgerService({ db });
  await db.transaction(async (tx) => {
    for (const p of DEMO_POSTINGS) {
      await ledger.post(tx, SEED_ACTOR, {
        eventType: p.eventType,
        idempotencyKey: `demo:${p.key}`,
        subject: { fundingParty: p.fundingParty },
        lines: [debitLine(p.debit, p.amount), creditLine(p.credit, p.amount)],
        memo: p.memo,
      });
    }
  });
}
