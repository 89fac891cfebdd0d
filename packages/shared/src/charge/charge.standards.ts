import type { LocalisedText } from '../route-table/route-table.types';
import { MORTGAGE_BORROW_TYPES } from '../validation/patterns';
import Decimal from 'decimal.js';

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });

/** Spec 000 §6: the customer-manager levels a charge standard prices for, most senior first. */
export const MANAGER_LEVELS = ['chief', 'senior', 'advanced', 'common', 'other'] as const;
export type ManagerLevel = (typeof MANAGER_LEVELS)[number];
export const MANAGER_LEVEL_TEXT: Record<ManagerLevel, LocalisedText> = {
  chief: t('首席客户经理', 'Chief customer manager'),
  senior: t('资深客户经理', 'Senior customer manager'),
  advanced: t('高级客户经理', 'Advanced customer manager'),
  common: t('普通客户经理', 'Common customer manager'),
  other: t('其他客户经理', 'Other customer manager'),
};
export const isManagerLevel = (v: unknown): v is ManagerLevel => MANAGER_LEVELS.includes(v as ManagerLevel);

/** Spec 000 §9: CS_01 and CS_02 split Beijing's non-mortgage loans at 8 million. */
export const CS_AMOUNT_SPLIT = '8000000';

/** Spec 000 §9 charge standards: which loans each one prices (the rates are data, kept in versions). */
export const CHARGE_STANDARDS = {
  CS_01: { name: t('非抵押·北京·800万以下', 'Non-mortgage, Beijing, under 8 million') },
  CS_02: { name: t('非抵押·北京·800万及以上', 'Non-mortgage, Beijing, 8 million and above') },
  CS_03: { name: t('非抵押·京外', 'Non-mortgage, outside Beijing') },
  CS_04: { name: t('抵押·北京', 'Mortgage, Beijing') },
  CS_05: { name: t('抵押·京外', 'Mortgage, outside Beijing') },
} as const;
export type ChargeStandardCode = keyof typeof CHARGE_STANDARDS;
export const CHARGE_STANDARD_CODES = Object.keys(CHARGE_STANDARDS) as ChargeStandardCode[];
export const isChargeStandardCode = (v: unknown): v is ChargeStandardCode => typeof v === 'string' && Object.hasOwn(CHARGE_STANDARDS, v);

/** What picks a bill's standard: its borrow type (2, 3 are mortgages), area and amount (a decimal string). */
export type PricedLoan = { borrowType: number; areaCode: string; borrowAmount: string };

/** The standard a loan is priced with (decision 0029: CS_02 is Beijing's non-mortgage 8 million and above). */
export function standardCodeFor(loan: PricedLoan): ChargeStandardCode {
  const beijing = loan.areaCode === 'BJ_11';
  if (MORTGAGE_BORROW_TYPES.includes(loan.borrowType)) return beijing ? 'CS_04' : 'CS_05';
  if (!beijing) return 'CS_03';
  return new Decimal(loan.borrowAmount).gte(CS_AMOUNT_SPLIT) ? 'CS_02' : 'CS_01';
}
