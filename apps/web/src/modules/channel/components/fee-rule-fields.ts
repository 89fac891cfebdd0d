import { BORROW_TYPE_TEXT, FEE_MODE_TEXT, feeRateText, maxChars } from '@lc/shared';
import type { FieldDef } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import type { useChannelText } from '../channel.text';

type T = ReturnType<typeof useChannelText>;
const choices = (labels: Record<number, Record<Locale, string>>, locale: Locale) =>
  Object.entries(labels).map(([value, text]) => ({ value: Number(value), name: text[locale] }));

/** A channel fee rule: the rate or the fixed amount shows by the fee basis chosen. */
export const feeRuleFields = (t: T, locale: Locale): FieldDef[] => [
  { key: 'ruleName', label: t('ruleName'), type: 'input', span: 12, verify: ['text40'] },
  {
    key: 'borrowTypes',
    label: t('borrowTypes'),
    type: 'select',
    multiple: true,
    span: 12,
    options: choices(BORROW_TYPE_TEXT, locale),
    verify: [{ required: true }],
  },
  { key: 'feeMode', label: t('feeMode'), type: 'radio', span: 12, options: choices(FEE_MODE_TEXT, locale), verify: [{ required: true }] },
  {
    key: 'feeRate',
    label: t('feeRate'),
    type: 'input',
    span: 12,
    suffix: '%',
    isShow: (v) => v.feeMode === 1,
    verify: [{ required: true }, feeRateText],
  },
  {
    key: 'feeAmount',
    label: t('feeAmount'),
    type: 'input',
    span: 12,
    suffix: t('yuan'),
    isShow: (v) => v.feeMode === 2,
    verify: ['amount'],
  },
  { key: 'minLoanAmount', label: t('minLoanAmount'), type: 'input', span: 12, suffix: t('yuan'), verify: ['contractAmount'] },
  { key: 'maxLoanAmount', label: t('maxLoanAmount'), type: 'input', span: 12, suffix: t('yuan'), verify: ['contractAmount'] },
  { key: 'effectiveFrom', label: t('effectiveFrom'), type: 'date', span: 12 },
  { key: 'effectiveTo', label: t('effectiveTo'), type: 'date', span: 12 },
  { key: 'notes', label: t('notes'), type: 'textarea', verify: [maxChars(800)] },
];
