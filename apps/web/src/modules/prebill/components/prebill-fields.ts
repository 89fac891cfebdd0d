import { BORROW_TYPE_TEXT, type PreBillCreateBody, contractTerm, preBillInput } from '@lc/shared';
import type { FieldDef, FieldRule, FieldValues } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import type { usePreBillText } from '../prebill.text';

type T = ReturnType<typeof usePreBillText>;

/** Every rule is the shared contract's own (preBillInput), through the one zod → antd adapter. */
const S = preBillInput.shape;

/** The field the region cascader fills; it becomes addressProvince and addressDistrict on the wire. */
export const REGION_KEY = 'region';

/** The term rule reads the borrow type: multiples of 30 days for mortgage loans, 10 otherwise. */
const termRule: FieldRule = ({ getFieldValue }) => zodRule(contractTerm(getFieldValue('borrowType')));

/** The enquiry form's fields (preBillCreateBody), in the order staff fill them. */
export function preBillFields(t: T, locale: Locale): FieldDef[] {
  const required = { required: true } as const;
  const input = (key: keyof typeof S & Parameters<T>[0], span: number, extra: Partial<FieldDef> = {}): FieldDef => ({
    key,
    label: t(key),
    type: 'input',
    span,
    verify: [S[key]],
    ...extra,
  });
  return [
    input('customerName', 8),
    input('customerMobile', 8),
    input('idCard', 8),
    {
      key: 'borrowType',
      label: t('borrowType'),
      type: 'select',
      span: 8,
      options: Object.entries(BORROW_TYPE_TEXT).map(([value, text]) => ({ value: Number(value), name: text[locale] })),
      verify: [required, S.borrowType],
    },
    input('borrowAmount', 8, { suffix: t('yuan') }),
    input('borrowDuration', 8, { suffix: t('days'), verify: [required, S.borrowDuration, termRule], dependencies: ['borrowType'] }),
    { key: REGION_KEY, label: t('region'), type: 'select', span: 8, verify: [S.addressDistrict] },
    input('addressDetails', 16),
    input('floorArea', 8, { suffix: t('sqm') }),
    input('evsTotalPrice', 8, { suffix: t('yuan') }),
    { key: 'notes', label: t('notes'), type: 'textarea', verify: [S.notes] },
  ];
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));
const optional = (v: unknown) => text(v) || undefined;

/**
 * The request body of a save. `pathOf` gives a region code's path from the province down (the
 * dictionary's look-up): the province is its first code, the district the code chosen. Money stays
 * a decimal string; the term is whole days.
 */
export function toPreBillBody(values: FieldValues, pathOf: (code: string) => string[], idempotencyKey: string): PreBillCreateBody {
  const region = optional(values[REGION_KEY]);
  const path = region ? pathOf(region) : [];
  return {
    idempotencyKey,
    customerName: text(values.customerName),
    customerMobile: text(values.customerMobile),
    idCard: text(values.idCard),
    borrowType: Number(values.borrowType),
    borrowAmount: text(values.borrowAmount),
    borrowDuration: Number(text(values.borrowDuration)),
    addressProvince: path[0],
    addressDistrict: path.length > 1 ? region : undefined,
    addressDetails: text(values.addressDetails),
    floorArea: optional(values.floorArea),
    evsTotalPrice: optional(values.evsTotalPrice),
    notes: optional(values.notes),
  };
}

/** A server field path as the form's field: the two region codes are one cascader. */
export const formFieldOf = (field: string) => (field === 'addressProvince' || field === 'addressDistrict' ? REGION_KEY : field);
