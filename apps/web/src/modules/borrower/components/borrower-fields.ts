import { MARRIAGE_TEXT, maxChars } from '@lc/shared';
import type { FieldDef } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import type { useBorrowerText } from '../borrower.text';

type T = ReturnType<typeof useBorrowerText>;

/**
 * The borrower form: every check comes from the shared validation library (spec 000 §5). When
 * editing, the ID number and mobile are never sent to the browser in the clear: the fields show
 * the masked values as placeholders, and left blank they keep the stored ones.
 */
export function borrowerFields(t: T, locale: Locale, masked?: { idCard: string; mobile: string }): FieldDef[] {
  return [
    { key: 'name', label: t('name'), type: 'input', span: 8, verify: [{ required: true }, 'chineseOnly', 'max32'] },
    masked
      ? {
          key: 'idCard',
          label: t('idCard'),
          type: 'input',
          span: 8,
          placeholder: t('keepMasked', { value: masked.idCard }),
          verify: ['idCard'],
        }
      : { key: 'idCard', label: t('idCard'), type: 'input', span: 8, verify: [{ required: true }, 'idCard'] },
    masked
      ? {
          key: 'mobile',
          label: t('mobile'),
          type: 'input',
          span: 8,
          placeholder: t('keepMasked', { value: masked.mobile }),
          verify: ['mobileOptional'],
        }
      : { key: 'mobile', label: t('mobile'), type: 'input', span: 8, verify: ['mobile'] },
    {
      key: 'marriage',
      label: t('marriage'),
      type: 'select',
      span: 8,
      options: Object.entries(MARRIAGE_TEXT).map(([value, text]) => ({ value: Number(value), name: text[locale] })),
    },
    { key: 'address', label: t('address'), type: 'input', span: 16, verify: ['max128'] },
    { key: 'notes', label: t('notes'), type: 'textarea', verify: [maxChars(800)] },
  ];
}
