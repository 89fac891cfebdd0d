import { BILL_TYPE_TEXT, BORROW_TYPE_TEXT, billInput, contractTerm } from '@lc/shared';
import { z } from 'zod';
import type { FieldDef, FieldRule } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import type { useBillFieldsText } from '../bill-fields.text';
import { BILL_CHOICES, optionsOf } from '../bill-options';

type T = ReturnType<typeof useBillFieldsText>;
export type BillSectionKey = 'customer' | 'charging' | 'company' | 'channel' | 'documents' | 'thirdParty' | 'bank';
export type BillSection = { key: BillSectionKey; title: string; fields: FieldDef[] };

/** Every rule is the shared contract's own (billInput), through the one zod → antd adapter. */
const S = billInput.shape;

/** Related companies are typed one a line and sent as a list, checked by the contract's list rule. */
export const splitLines = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const companyListRule = z.string().transform(splitLines).pipe(S.companyList.unwrap());

/** The contract-term rule reads the borrow type: multiples of 30 days for mortgage loans, 10 otherwise. */
const termRule: FieldRule = ({ getFieldValue }) => zodRule(contractTerm(getFieldValue('borrowType')));

/** The bill form's sections (spec 000 §3: every Bill field), in the order staff fill them. */
export function billSections(t: T, locale: Locale): BillSection[] {
  const required = { required: true } as const;
  const choice = (key: keyof typeof BILL_CHOICES) => optionsOf(BILL_CHOICES[key], locale);
  const input = (key: keyof typeof S, span = 8, extra: Partial<FieldDef> = {}): FieldDef => ({
    key,
    label: t(key as Parameters<T>[0]),
    type: 'input',
    span,
    verify: [S[key]],
    ...extra,
  });
  return [
    {
      key: 'customer',
      title: t('sectionCustomer'),
      fields: [
        input('billCustomerName'),
        input('billCustomerMobile'),
        input('idCard'),
        input('borrowAmount', 8, { suffix: t('yuan') }),
        {
          key: 'borrowType',
          label: t('borrowType'),
          type: 'select',
          span: 8,
          options: optionsOf(BORROW_TYPE_TEXT, locale),
          verify: [required, S.borrowType],
        },
        input('borrowDuration', 8, { suffix: t('days'), verify: [required, S.borrowDuration, termRule], dependencies: ['borrowType'] }),
        { key: 'borrowDate', label: t('borrowDate'), type: 'date', span: 8, verify: [S.borrowDate] },
        input('borrowDurationFinalRc', 8, { suffix: t('days') }),
        {
          key: 'billType',
          label: t('billType'),
          type: 'select',
          span: 8,
          options: optionsOf(BILL_TYPE_TEXT, locale),
          verify: [S.billType],
        },
        input('borrowingPurposes'),
        input('repayingSource'),
        {
          key: 'grantInstitutionType',
          label: t('grantInstitutionType'),
          type: 'select',
          span: 8,
          options: choice('grantInstitutionType'),
          verify: [S.grantInstitutionType],
        },
        { key: 'existLetter', label: t('existLetter'), type: 'radio', span: 8, options: choice('existLetter') },
        { key: 'billNotes', label: t('billNotes'), type: 'textarea', verify: [S.billNotes] },
        { key: 'customerDescription', label: t('customerDescription'), type: 'textarea', verify: [S.customerDescription] },
      ],
    },
    {
      key: 'charging',
      title: t('sectionCharging'),
      fields: [
        // One of the chosen channel's fee rules (the form gives it its own control).
        { key: 'chargeRuleId', label: t('chargeRuleId'), type: 'select', span: 6, verify: [S.chargeRuleId] },
        { key: 'salemanSigningDate', label: t('salemanSigningDate'), type: 'date', span: 6, verify: [S.salemanSigningDate] },
        { key: 'fundings', label: t('fundings'), type: 'select', span: 6, options: choice('fundings'), verify: [S.fundings] },
        input('contractNo', 6),
      ],
    },
    {
      key: 'company',
      title: t('sectionCompany'),
      fields: [
        input('companyName', 12),
        input('companyNotInputReason', 12),
        { key: 'companyList', label: t('companyList'), type: 'textarea', verify: [companyListRule] },
      ],
    },
    {
      key: 'channel',
      title: t('sectionChannel'),
      fields: [
        // Picked by name (the form gives it its own control); it fills the fields below.
        { key: 'channelId', label: t('channelId'), type: 'select', span: 8, placeholder: t('searchChannel'), verify: [S.channelId] },
        input('channelCompanyName'),
        input('channelSource'),
        input('channelContactName'),
        // Left blank, the server copies the picked channel's contact mobile (the picker shows it masked).
        input('channelContactMobile', 8, { placeholder: t('contactMobileFromChannel') }),
        input('channelNotes'),
      ],
    },
    {
      key: 'documents',
      title: t('sectionDocuments'),
      fields: [
        {
          key: 'docCollectionStatus',
          label: t('docCollectionStatus'),
          type: 'select',
          span: 8,
          options: choice('docCollectionStatus'),
          verify: [S.docCollectionStatus],
        },
        input('docCollectionNotes', 16),
      ],
    },
    {
      key: 'thirdParty',
      title: t('sectionThirdParty'),
      fields: [
        input('thirdPartyName'),
        {
          key: 'thirdPartyType',
          label: t('thirdPartyType'),
          type: 'select',
          span: 8,
          options: choice('thirdPartyType'),
          verify: [S.thirdPartyType],
        },
        input('thirdPartyLicenseNo'),
      ],
    },
    {
      key: 'bank',
      title: t('sectionBank'),
      fields: [input('bankName'), input('bankAddress', 16), input('bankContactName'), input('bankContactMobile'), input('bankNotes')],
    },
  ];
}
