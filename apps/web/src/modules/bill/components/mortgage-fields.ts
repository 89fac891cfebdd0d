import { mortgageInput } from '@lc/shared';
import type { FieldDef } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import type { useBillFieldsText } from '../bill-fields.text';
import { MORTGAGE_CHOICES, optionsOf } from '../bill-options';

type T = ReturnType<typeof useBillFieldsText>;
const S = mortgageInput.shape;
type Key = Exclude<keyof typeof S, 'id' | 'addressProvince' | 'addressDistrict' | 'addressDetails'>;

/** At most this many collateral rows per bill (the contract's own limit). */
export const MAX_MORTGAGES = 10;

/**
 * A collateral row's fields besides its address (spec 000 §3: every Mortgage field). The address
 * (region cascader for province and district, then the details) is laid out by the row itself.
 */
export function mortgageFields(t: T, locale: Locale): FieldDef[] {
  const input = (key: Key, suffix?: string): FieldDef => ({
    key,
    label: t(key),
    type: 'input',
    span: 8,
    verify: [S[key]],
    ...(suffix ? { suffix } : {}),
  });
  const select = (key: keyof typeof MORTGAGE_CHOICES): FieldDef => ({
    key,
    label: t(key),
    type: 'select',
    span: 8,
    options: optionsOf(MORTGAGE_CHOICES[key], locale),
    verify: [S[key]],
  });
  return [
    input('certNo'),
    input('certLocation'),
    select('certStatus'),
    input('communityPromotionName'),
    input('floorArea', t('sqm')),
    input('houseAge', t('years')),
    input('ownerNameBill'),
    select('ownershipType'),
    select('ownerBorrowerRelation'),
    input('ownerBorrowerRelationNotes'),
    select('ownerMarriage'),
    input('ownerMarriageNotes'),
    select('usage'),
    input('usageNotes'),
    select('useStatus'),
    input('useStatusNotes'),
    input('firstMortgagePrice', t('yuan')),
    input('mortgagePercentage', t('percent')),
    input('evsTotalPriceWorldUnion', t('yuan')),
    input('evsUnitPriceWorldUnion', t('yuanPerSqm')),
    input('evsWorldUnionId'),
    input('constructionId'),
    input('buildingId'),
    input('houseId'),
  ];
}

/** The address fields, for labels and the read-only view. */
export const addressFields = (t: T): FieldDef[] => [
  { key: 'region', label: t('region'), type: 'input', span: 8 },
  { key: 'addressDetails', label: t('addressDetails'), type: 'input', span: 16, verify: [S.addressDetails] },
];
