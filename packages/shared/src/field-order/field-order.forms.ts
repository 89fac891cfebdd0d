import { z } from 'zod';
import { choiceOf } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';

/** One finding on a field order's form: free text (one line or several) or a choice of labelled codes. */
export type FindingField =
  | { name: string; label: LocalisedText; type: 'text' | 'textarea'; max: number }
  | { name: string; label: LocalisedText; type: 'choice'; options: Record<number, LocalisedText> };

const l = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
const YES_NO = { 1: l('一致', 'Matches'), 2: l('不一致', 'Does not match') };
const CONCLUSION: FindingField = { name: 'conclusion', label: l('核查结论', 'Conclusion'), type: 'textarea', max: 500 };
const text = (name: string, label: LocalisedText, max = 60): FindingField => ({ name, label, type: 'text', max });
const choice = (name: string, label: LocalisedText, options: Record<number, LocalisedText>): FindingField => ({
  name,
  label,
  type: 'choice',
  options,
});

/**
 * Each order kind's form (spec 001 §2 /outerOrder hidden pages), keyed by its page: the findings
 * the field person records. Every form also takes 1 to 9 photos (encrypted uploads).
 */
export const FIELD_ORDER_FORMS = {
  houseResearch: [
    choice('useStatus', l('房屋使用状况', 'Use of the property'), {
      1: l('自住', 'Owner-occupied'),
      2: l('出租', 'Let'),
      3: l('空置', 'Vacant'),
    }),
    choice('condition', l('房屋状况', 'Condition'), { 1: l('良好', 'Good'), 2: l('一般', 'Fair'), 3: l('较差', 'Poor') }),
    choice('areaMatches', l('面积与产证', 'Area against the deed'), YES_NO),
    CONCLUSION,
  ],
  notarizationVerify: [
    text('notaryOffice', l('公证处', 'Notary office')),
    text('notaryNo', l('公证书编号', 'Notarial deed number'), 40),
    choice('attendance', l('办理方式', 'Attendance'), { 1: l('本人到场', 'In person'), 2: l('委托办理', 'By proxy') }),
    CONCLUSION,
  ],
  mortgageApprovalAdd: [
    text('registryOffice', l('登记机构', 'Registry office')),
    text('receiptNo', l('受理回执号', 'Receipt number'), 40),
    choice('rank', l('抵押顺位', 'Mortgage rank'), { 1: l('一押', 'First'), 2: l('二押', 'Second') }),
    CONCLUSION,
  ],
  bankDownStream: [
    text('bankName', l('开户银行', 'Bank')),
    choice('accountMatches', l('账户信息', 'Account details'), YES_NO),
    choice('frozen', l('账户状态', 'Account state'), { 1: l('正常', 'Normal'), 2: l('冻结', 'Frozen') }),
    CONCLUSION,
  ],
  marriage: [
    choice('maritalStatus', l('婚姻状况', 'Marital status'), {
      1: l('未婚', 'Single'),
      2: l('已婚', 'Married'),
      3: l('离异', 'Divorced'),
      4: l('丧偶', 'Widowed'),
    }),
    text('registryOffice', l('查询机构', 'Registry office')),
    CONCLUSION,
  ],
  companyApprovalAdd: [
    text('companyName', l('企业名称', 'Company name')),
    choice('operating', l('经营状况', 'Trading state'), {
      1: l('正常经营', 'Trading'),
      2: l('停业', 'Suspended'),
      3: l('注销', 'Dissolved'),
    }),
    text('address', l('实际经营地址', 'Trading address'), 100),
    CONCLUSION,
  ],
} as const satisfies Record<string, readonly FindingField[]>;
export type FieldOrderForm = keyof typeof FIELD_ORDER_FORMS;
export const FIELD_ORDER_FORM_KEYS = Object.keys(FIELD_ORDER_FORMS) as [FieldOrderForm, ...FieldOrderForm[]];

/** Which form an appointment kind fills in (APPOINTMENT_KINDS). */
export const FORM_OF_KIND: Record<number, FieldOrderForm> = {
  1: 'houseResearch',
  2: 'notarizationVerify',
  3: 'mortgageApprovalAdd',
  4: 'bankDownStream',
  5: 'marriage',
  6: 'companyApprovalAdd',
};

/** The hidden pages: the form each opens, and whether it edits a submitted order or only shows it. */
export const FIELD_ORDER_PAGES = {
  houseResearch: { form: 'houseResearch', mode: 'fill' },
  notarizationVerify: { form: 'notarizationVerify', mode: 'fill' },
  mortgageApprovalAdd: { form: 'mortgageApprovalAdd', mode: 'fill' },
  bankDownStream: { form: 'bankDownStream', mode: 'fill' },
  bankDownStreamEdit: { form: 'bankDownStream', mode: 'fill' },
  bankUpStreamDetail: { form: 'bankDownStream', mode: 'view' },
  marriage: { form: 'marriage', mode: 'fill' },
  companyApprovalAdd: { form: 'companyApprovalAdd', mode: 'fill' },
  companyApprovalEdit: { form: 'companyApprovalAdd', mode: 'fill' },
} as const satisfies Record<string, { form: FieldOrderForm; mode: 'fill' | 'view' }>;
export type FieldOrderPage = keyof typeof FIELD_ORDER_PAGES;

/** A finding's rule, from the validation kit: required text within its length, or one of the labelled codes. */
export const findingRule = (f: FindingField) =>
  f.type === 'choice' ? choiceOf(f.options, `请选择${f.label['zh-CN']}`) : requiredText('required', maxCharsCheck(f.max));

/** The findings of one form: every field required. */
export const findingsSchema = (form: FieldOrderForm) =>
  z.object(Object.fromEntries(FIELD_ORDER_FORMS[form].map((f: FindingField) => [f.name, findingRule(f)])));
