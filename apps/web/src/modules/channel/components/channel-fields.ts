import { CHANNEL_SOURCE_TEXT, maxChars } from '@lc/shared';
import type { FieldDef } from '@/components/config-form/form-field';
import type { Locale } from '@/lib/i18n';
import type { useChannelText } from '../channel.text';

type T = ReturnType<typeof useChannelText>;

/** The Bill entity's channel fields (spec 000 §3), checked by the shared rules. */
export function channelFields(t: T, locale: Locale, maskedMobile?: string): FieldDef[] {
  return [
    {
      key: 'channelCompanyName',
      label: t('channelCompanyName'),
      type: 'input',
      span: 12,
      verify: [{ required: true }, 'halfWidthParentheses', 'max128'],
    },
    {
      key: 'channelSource',
      label: t('channelSource'),
      type: 'select',
      span: 12,
      options: Object.entries(CHANNEL_SOURCE_TEXT).map(([value, text]) => ({ value: Number(value), name: text[locale] })),
      verify: [{ required: true }],
    },
    {
      key: 'channelContactName',
      label: t('channelContactName'),
      type: 'input',
      span: 12,
      verify: [{ required: true }, 'noDigits', 'max32'],
    },
    maskedMobile
      ? {
          key: 'channelContactMobile',
          label: t('channelContactMobile'),
          type: 'input',
          span: 12,
          placeholder: t('keepMasked', { value: maskedMobile }),
          verify: ['mobileOptional'],
        }
      : { key: 'channelContactMobile', label: t('channelContactMobile'), type: 'input', span: 12, verify: ['mobile'] },
    { key: 'channelNotes', label: t('channelNotes'), type: 'textarea', verify: [maxChars(800)] },
  ];
}
