import { maxChars } from '@lc/shared';
import type { FieldDef } from '@/components/config-form/form-field';
import type { useFirmText } from '../firm.text';

type T = ReturnType<typeof useFirmText>;

/** The firm's own fields; the codes and the date by the shared rules (spec 000 §5). */
export const firmFields = (t: T): FieldDef[] => [
  { key: 'firmName', label: t('firmName'), type: 'input', span: 12, verify: [{ required: true }, 'halfWidthParentheses', 'max128'] },
  { key: 'legalPerson', label: t('legalPerson'), type: 'input', span: 12, verify: [{ required: true }, 'noDigits', 'max32'] },
  { key: 'creditCode', label: t('creditCode'), type: 'input', span: 12, verify: ['creditCode'] },
  { key: 'registrationCode', label: t('registrationCode'), type: 'input', span: 12, verify: ['registrationCode'] },
  { key: 'registeredCapital', label: t('registeredCapital'), type: 'input', span: 12, suffix: t('yuan'), verify: ['digits9And2'] },
  { key: 'establishDate', label: t('establishDate'), type: 'date', span: 12, verify: ['notAfterNow'] },
  { key: 'address', label: t('address'), type: 'input', span: 24, verify: ['max128'] },
  { key: 'businessScope', label: t('businessScope'), type: 'textarea', verify: [maxChars(800)] },
];
