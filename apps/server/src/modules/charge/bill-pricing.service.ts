import {
  BILL_PRICING_ENTITY,
  BILL_STATUS,
  type BillPricing,
  type FeeLineTerms,
  CHARGE_PERMISSION,
  type ManagerLevel,
  isManagerLevel,
  priceFeeItems,
  standardCodeFor,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { BillService, LoanFacts } from '../bill/bill.service';
import type { Executor } from '../../db/client';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { instanceInScope } from '../workflow/flow-engine.service';
import { chargeRepository as repo } from './charge.repository';

const BILL_NOT_FOUND = keyed('chargeBillNotFound');

export type BillPricingDeps = { db: Db; clock: Clock; bills: () => Pick<BillService, 'loanFacts'> };

/**
 * A bill's fees (decision 0029). The first pricing fixes the standard version and the manager
 * level (a row per bill, inserted once); every later pricing answers from them, so editing a
 * standard never reprices a bill already priced.
 */
export function createBillPricing({ db, clock, bills }: BillPricingDeps) {
  async function loanOf(billId: number) {
    const loan = await bills().loanFacts(billId);
    if (!loan) throw new NotFound(BILL_NOT_FOUND);
    return loan;
  }

  /**
   * The bill's pricing in the given executor: the first call fixes the standard version and the
   * manager level (a row per bill, inserted once); every later one answers from them.
   */
  async function pricedIn(exec: Executor, loan: LoanFacts, actor: AuditActor): Promise<BillPricing> {
    const billId = loan.id;
    if (!(await repo.pricing(exec, billId))) {
      const code = standardCodeFor(loan);
      const standard = await repo.standard(exec, code);
      const version = standard && (await repo.version(exec, code, standard.version));
      if (!version) throw new NotFound(keyed('chargeStandardNotFound'));
      const stored = await repo.managerLevel(exec, loan.salespersonId);
      const managerLevel: ManagerLevel = isManagerLevel(stored) ? stored : 'other';
      const created = await repo.insertPricing(exec, { billId, versionId: version.id, managerLevel, pricedAt: clock.now() });
      if (created) {
        await recordAudit(exec, actor, {
          entity: BILL_PRICING_ENTITY,
          entityId: billId,
          action: 'price',
          after: { standardCode: code, versionNo: version.versionNo, managerLevel },
        });
      }
    }
    // Read back: of two first pricings at once, the one that committed first is the bill's.
    const pricing = (await repo.pricing(exec, billId))!;
    const level = isManagerLevel(pricing.managerLevel) ? pricing.managerLevel : 'other';
    const priced = priceFeeItems(await repo.items(exec, pricing.versionId), {
      principal: loan.borrowAmount,
      days: loan.borrowDuration,
      level,
    });
    return {
      billId,
      standardCode: pricing.code,
      versionNo: pricing.versionNo,
      managerLevel: level,
      principal: loan.borrowAmount,
      days: loan.borrowDuration,
      ...priced,
      pricedAt: pricing.pricedAt.toISOString(),
    };
  }

  /** The service function the grant module calls: prices a final-approved bill, fixing its version the first time. */
  async function priceBill(billId: number, actor: AuditActor): Promise<BillPricing> {
    const loan = await loanOf(billId);
    if (loan.status !== BILL_STATUS.approved) throw new Conflict(keyed('chargeBillNotPriceable'));
    return db.transaction((tx) => pricedIn(tx, loan, actor));
  }

  /**
   * Inside the grant's first successful draw (its transaction): the bill's fees from the version it
   * keeps, fixing the version now when the bill was never priced (decision 0043).
   */
  async function feesAtDraw(tx: Executor, billId: number, actor: AuditActor): Promise<BillPricing> {
    const loan = await bills().loanFacts(billId, tx);
    if (!loan) throw new NotFound(BILL_NOT_FOUND);
    return pricedIn(tx, loan, actor);
  }

  /**
   * The fee lines final review takes when it names none (decision 0073): the bill's standard, fixed
   * now if never priced; final review says how they fall due.
   */
  async function standardFeeLines(tx: Executor, billId: number, actor: AuditActor): Promise<Omit<FeeLineTerms, 'accrual'>[]> {
    const loan = await bills().loanFacts(billId, tx);
    if (!loan) throw new NotFound(BILL_NOT_FOUND);
    const priced = await pricedIn(tx, loan, actor);
    return priced.lines.map((l) => ({ itemName: l.itemName, chargeDays: l.chargeDays, rate: l.rate }));
  }

  return {
    priceBill,
    feesAtDraw,
    standardFeeLines,
    /** The route's pricing: the bill must lie in the caller's charge_rule_management scope (else 404, as if absent). */
    async priceFor(user: SessionUser, billId: number, actor: AuditActor) {
      const loan = await loanOf(billId);
      const row = { applicantId: loan.salespersonId, groupId: loan.groupId, departmentCode: loan.departmentCode, areaCode: loan.areaCode };
      if (!instanceInScope(scopeFor(user, CHARGE_PERMISSION), row)) throw new NotFound(BILL_NOT_FOUND);
      return priceBill(billId, actor);
    },
  };
}
export type BillPricingService = ReturnType<typeof createBillPricing>;
