import { FUND_PARTIES, type LocalisedText, MARRIAGE_TEXT } from '@lc/shared';
import type { FieldOption } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';

/*
 * Choices of the bill form whose values the spec leaves out ("lists with many values (not listed
 * here): usage, ownership, marriage, relationship…", 000 §9). The server stores them as small
 * integers without a list of its own; these codes are our reading. Marriage reuses the borrower's,
 * funding parties their shared table.
 */
const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });

export const BILL_CHOICES = {
  grantInstitutionType: { 1: t('小贷公司', 'Small-loan company'), 2: t('信托公司', 'Trust company'), 3: t('银行', 'Bank') },
  docCollectionStatus: { 0: t('未收齐', 'Incomplete'), 1: t('已收齐', 'Complete') },
  thirdPartyType: { 1: t('个人', 'Individual'), 2: t('企业', 'Company') },
  existLetter: { 1: t('有', 'Yes'), 0: t('无', 'No') },
  /** The funding parties' one table (shared FUND_PARTIES). */
  fundings: Object.fromEntries(Object.entries(FUND_PARTIES).map(([code, p]) => [code, p.name])),
} as const satisfies Record<string, Record<string | number, LocalisedText>>;

export const MORTGAGE_CHOICES = {
  certStatus: { 1: t('正常', 'Normal'), 2: t('已抵押', 'Mortgaged'), 3: t('已查封', 'Seized') },
  ownerBorrowerRelation: {
    1: t('本人', 'Self'),
    2: t('配偶', 'Spouse'),
    3: t('父母', 'Parent'),
    4: t('子女', 'Child'),
    9: t('其他', 'Other'),
  },
  ownerMarriage: MARRIAGE_TEXT,
  ownershipType: { 1: t('单独所有', 'Sole ownership'), 2: t('共同共有', 'Joint ownership'), 3: t('按份共有', 'Ownership in shares') },
  usage: {
    1: t('住宅', 'Residential'),
    2: t('商业', 'Commercial'),
    3: t('办公', 'Office'),
    4: t('公寓', 'Apartment'),
    9: t('其他', 'Other'),
  },
  useStatus: { 1: t('自住', 'Owner-occupied'), 2: t('出租', 'Let'), 3: t('空置', 'Vacant'), 9: t('其他', 'Other') },
} as const satisfies Record<string, Record<number, LocalisedText>>;

/** A code → text table as select options; numeric codes stay numbers (the server's small integers). */
export function optionsOf(table: Record<string | number, LocalisedText>, locale: Locale): FieldOption[] {
  return Object.entries(table).map(([value, text]) => ({ value: /^\d+$/.test(value) ? Number(value) : value, name: text[locale] }));
}

/** The text of a code in a table, or the code itself when unknown. */
export function textOf(table: Record<string | number, LocalisedText>, code: unknown, locale: Locale): string {
  if (code === null || code === undefined || code === '') return '';
  return (table as Record<string, LocalisedText>)[String(code)]?.[locale] ?? String(code);
}
