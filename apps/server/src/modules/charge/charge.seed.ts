import {
  CHARGE_STANDARD_CODES,
  type ChargeStandardCode,
  MANAGER_LEVELS,
  type ManagerLevel,
  isManagerLevel,
  standardCodeFor,
} from '@lc/shared';
import type { Executor } from '../../db/client';
import type { LoanFacts } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { type FeeItemValues, chargeRepository as repo } from './charge.repository';

const every = (rate: string) => Object.fromEntries(MANAGER_LEVELS.map((l) => [l, rate])) as Record<ManagerLevel, string>;
const serviceFee = (rate: string, rates: Partial<Record<ManagerLevel, string>> = {}): FeeItemValues => ({
  itemName: '服务费',
  chargeDays: 5,
  rates: { ...every(rate), ...rates },
});

/**
 * Version 1 of each standard. CS_01 and CS_02 are the spec's (000 §9: 5 days, 0.4% and 0.45%);
 * the spec gives no figures for CS_03–CS_05, so theirs are placeholders for the business to set
 * (decision 0029). Every level starts at the standard's rate.
 */
const FIRST_VERSIONS: Record<ChargeStandardCode, FeeItemValues[]> = {
  CS_01: [serviceFee('0.4')],
  CS_02: [serviceFee('0.45')],
  CS_03: [serviceFee('0.5')],
  CS_04: [serviceFee('0.3')],
  CS_05: [serviceFee('0.35')],
};

/** Every installation has the five standards (spec 000 §6); a standard that exists is left as it is. */
export async function seedChargeStandards(db: Executor) {
  for (const code of CHARGE_STANDARD_CODES) {
    if (!(await repo.insertStandard(db, code))) continue;
    await repo.insertVersion(db, { standardCode: code, versionNo: 1, remark: '初始版本', createdByName: '系统' }, FIRST_VERSIONS[code]);
  }
}

/** Demo: second versions (senior managers' discounts, a new item), so the history pages have something to show. */
const DEMO_SECOND_VERSIONS: Partial<Record<ChargeStandardCode, { remark: string; items: FeeItemValues[] }>> = {
  CS_01: {
    remark: '首席、资深客户经理费率下调；新增账户管理费',
    items: [serviceFee('0.4', { chief: '0.35', senior: '0.38' }), { itemName: '账户管理费', chargeDays: 30, rates: every('0.05') }],
  },
  CS_04: { remark: '首席客户经理费率下调', items: [serviceFee('0.3', { chief: '0.25', senior: '0.28' })] },
};

/** Demo salespeople's manager levels (mobile → level); anyone else prices as "other". */
const DEMO_LEVELS: Record<string, ManagerLevel> = { '13800000011': 'common', '13800000111': 'advanced', '13800001001': 'senior' };

/**
 * Demo charge data: manager levels, the demo loans priced, and then each demo standard's second
 * version, so those loans keep the version they were priced with.
 */
export async function seedDemoCharges(db: Executor, findUser: FindDemoUser, loans: LoanFacts[]) {
  // Once only: on a later start the loans are real work, priced when someone prices them.
  if (await repo.anyPricing(db)) return;
  for (const [mobile, level] of Object.entries(DEMO_LEVELS)) {
    const user = await findUser(mobile);
    if (user) await repo.setManagerLevel(db, user.id, level);
  }
  for (const loan of loans) {
    const code = standardCodeFor(loan);
    const version = await repo.version(db, code, 1);
    const level = await repo.managerLevel(db, loan.salespersonId);
    if (version)
      await repo.insertPricing(db, { billId: loan.id, versionId: version.id, managerLevel: isManagerLevel(level) ? level : 'other' });
  }
  const editor = await findUser('13800000081');
  for (const [code, second] of Object.entries(DEMO_SECOND_VERSIONS)) {
    const [moved] = await repo.advance(db, code, 1, 2, new Date());
    if (!moved) continue;
    await repo.insertVersion(
      db,
      { standardCode: code, versionNo: 2, remark: second.remark, createdBy: editor?.id ?? null, createdByName: editor?.realName ?? null },
      second.items,
    );
  }
}
