import { groupAmount } from '../format/display';
import { chineseCapital, formatWanYi } from '../format/money-words';
import { fractionToPercent } from '../bill/bill-terms';
import { FEE_ACCRUAL_TEXT, type FeeLineTerms } from '../loan/fees';
import { Exact, type RepaymentMethod, fen } from '../loan/schedule-figures';

/** Where a contract's fields come from: a placeholder is `{{group.field}}` of these. */
export const TEMPLATE_FIELDS = {
  'contract.no': { 'zh-CN': '合同编号', 'en-US': 'Contract number' },
  'contract.date': { 'zh-CN': '合同日期', 'en-US': 'Contract date' },
  'bill.billNo': { 'zh-CN': '报单编号', 'en-US': 'Bill number' },
  'borrower.name': { 'zh-CN': '借款人姓名', 'en-US': 'Borrower name' },
  'collateral.address': { 'zh-CN': '抵押物地址', 'en-US': 'Collateral address' },
  'collateral.count': { 'zh-CN': '抵押物数量', 'en-US': 'Number of properties' },
  'loan.amount': { 'zh-CN': '借款金额（元）', 'en-US': 'Loan amount (yuan)' },
  'loan.amountCapital': { 'zh-CN': '借款金额大写', 'en-US': 'Loan amount in capitals' },
  'loan.amountWanYi': { 'zh-CN': '借款金额（万/亿）', 'en-US': 'Loan amount (wan/yi)' },
  'loan.durationDays': { 'zh-CN': '借款期限（天）', 'en-US': 'Term (days)' },
  'loan.annualRate': { 'zh-CN': '年利率', 'en-US': 'Annual rate' },
  'loan.method': { 'zh-CN': '还款方式', 'en-US': 'Repayment method' },
  'loan.repaymentDay': { 'zh-CN': '每月还款日', 'en-US': 'Repayment day' },
  'loan.penaltyRule': { 'zh-CN': '罚息规则', 'en-US': 'Penalty rule' },
  'loan.fees': { 'zh-CN': '费用及计收方式', 'en-US': 'Fees and how they fall due' },
  'funding.name': { 'zh-CN': '资金方', 'en-US': 'Funding party' },
} as const;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;
export const TEMPLATE_FIELD_KEYS = Object.keys(TEMPLATE_FIELDS) as TemplateField[];

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g;

/** The placeholders a body names that are not template fields (a template with one is refused). */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(TEMPLATE_FIELD_KEYS);
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((key) => !known.has(key));
}

/** What a contract is made of: the bill's facts as the template fields read them. */
export type ContractFacts = {
  contractNo: string;
  contractDate: string;
  billNo: string;
  borrowerName: string;
  addresses: string[];
  /** A decimal string: the amount final review agreed (decision 0070). */
  amount: string;
  durationDays: number;
  /** The agreed yearly rate as a fraction ('0.096'). */
  annualRate: string;
  method: RepaymentMethod;
  /** 1–28, or null: the value date's day. */
  repaymentDay: number | null;
  /** The penalty per day as a fraction ('0.0005'). */
  penaltyDailyRate: string;
  /** The agreed fee lines (decision 0073); null for terms decided before they were on the schedule. */
  fees: FeeLineTerms[] | null;
  /** The funding party's name (never its code). */
  fundingName: string;
};

/** The repayment methods as a contract names them. */
export const REPAYMENT_METHOD_NAMES: Record<RepaymentMethod, string> = {
  interestFirst: '按月付息、到期还本（先息后本）',
  equalInstalment: '等额本息',
  equalPrincipal: '等额本金',
  bullet: '到期一次性还本付息',
};
const percent = (fraction: string) => `${fractionToPercent(fraction)}%`;

/** Every field's text for one contract (money in capitals and wan/yi through the shared formatter). */
export function templateValues(f: ContractFacts): Record<TemplateField, string> {
  return {
    'contract.no': f.contractNo,
    'contract.date': f.contractDate,
    'bill.billNo': f.billNo,
    'borrower.name': f.borrowerName,
    'collateral.address': f.addresses.join('；'),
    'collateral.count': String(f.addresses.length),
    'loan.amount': f.amount,
    'loan.amountCapital': chineseCapital(f.amount),
    'loan.amountWanYi': formatWanYi(f.amount),
    'loan.durationDays': String(f.durationDays),
    'loan.annualRate': percent(f.annualRate),
    'loan.method': REPAYMENT_METHOD_NAMES[f.method],
    'loan.repaymentDay': f.repaymentDay ? `每月${f.repaymentDay}日` : '每月放款日对应日（29日至31日按28日）',
    'loan.penaltyRule': `自应还日次日起，按逾期未还本金与利息之和每日${percent(f.penaltyDailyRate)}计收罚息，计罚天数等于逾期天数；费用与罚息不计罚息`,
    'loan.fees': feesText(f),
    'funding.name': f.fundingName,
  };
}

/** Each fee line in words with its whole amount over the term: "服务费：按借款金额每1天0.01%，按实际用款天数计收，期限内合计36,000.00元". */
function feesText(f: ContractFacts): string {
  if (f.fees === null) return '按签约时收费标准于放款时收取';
  if (f.fees.length === 0) return '无';
  return f.fees
    .map((line) => {
      const blocks = Math.max(1, Math.ceil(f.durationDays / line.chargeDays));
      const whole = fen(new Exact(f.amount).times(line.rate).div(100).times(blocks));
      const grouped = groupAmount(whole.toFixed(2));
      return `${line.itemName}：按借款金额每${line.chargeDays}天${line.rate}%，${FEE_ACCRUAL_TEXT[line.accrual]['zh-CN']}，期限内合计${grouped}元`;
    })
    .join('；');
}

/** The body with every placeholder replaced by its value (an unknown one stays as written). */
export const fillTemplate = (body: string, values: Record<string, string>): string =>
  body.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);

/** Spec 000 §9 contract-number prefixes, by the bill's area (Beijing, Shanghai, Xi'an, Wuhan). */
export const CONTRACT_PREFIXES = ['BJ-DY-', 'SH-DY-', 'XA-DY-', 'WH-DY-'] as const;
export type ContractPrefix = (typeof CONTRACT_PREFIXES)[number];
/** The prefix of a bill's area code (BJ_11 → BJ-DY-); an area outside the four signs in Beijing. */
export const contractPrefixOf = (areaCode: string): ContractPrefix =>
  CONTRACT_PREFIXES.find((p) => p.startsWith(`${areaCode.slice(0, 2).toUpperCase()}-`)) ?? 'BJ-DY-';
/** BJ-DY-2026000123: prefix, year, a six-digit serial per prefix and year. */
export const formatContractNo = (prefix: ContractPrefix, year: number, serial: number) =>
  `${prefix}${year}${String(serial).padStart(6, '0')}`;
