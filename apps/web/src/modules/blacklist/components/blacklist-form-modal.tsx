import { type BlacklistInput, maxChars } from '@lc/shared';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { isEmptyValue } from '@/lib/zod-rule';
import { BLACKLIST_LIST, addToBlacklist } from '../api/blacklist-api';
import { useBlacklistText } from '../blacklist.text';

type T = ReturnType<typeof useBlacklistText>;

/** Either the ID number or the mobile identifies the person; each by the shared rules. */
const fields = (t: T): FieldDef[] => {
  const oneOf =
    (other: string) =>
    ({ getFieldValue }: { getFieldValue: (k: string) => unknown }) => ({
      validator: (_: unknown, value: unknown) =>
        isEmptyValue(value) && isEmptyValue(getFieldValue(other)) ? Promise.reject(new Error(t('idOrMobile'))) : Promise.resolve(),
    });
  return [
    { key: 'name', label: t('name'), type: 'input', span: 8, verify: [{ required: true }, 'chineseOnly', 'max32'] },
    { key: 'idCard', label: t('idCard'), type: 'input', span: 8, dependencies: ['mobile'], verify: ['idCard', oneOf('mobile')] },
    { key: 'mobile', label: t('mobile'), type: 'input', span: 8, dependencies: ['idCard'], verify: ['mobileOptional'] },
    { key: 'reason', label: t('reason'), type: 'textarea', verify: [{ required: true }, maxChars(200)] },
  ];
};

/** Adds a person to the blacklist, with the reason. */
export function BlacklistFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useBlacklistText();
  const defs = useMemo(() => fields(t), [t]);
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="blacklist"
      title={t('add')}
      fields={defs}
      save={(values: FieldValues) => addToBlacklist(values as BlacklistInput)}
      savedText={t('added')}
      invalidate={[['list', BLACKLIST_LIST.listUrl]]}
      texts={{ save: t('save'), cancel: t('cancel') }}
      width={760}
    />
  );
}
