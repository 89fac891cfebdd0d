import { BANK_CARD_MESSAGES, bankInput, statusOptions } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { BANK_LIST, bankCardKeys, createBank, forgetBankCardTotals, updateBank } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';

export type BankFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the bank's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a bank (disabling is an edit of its status); each field checks with the server's rule. */
export function BankFormModal({ open, onClose, editing }: BankFormModalProps) {
  const t = useBankCardText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(
    () => [
      { key: 'bankCode', label: t('bankCode'), type: 'input', verify: [bankInput.shape.bankCode] },
      { key: 'bankName', label: t('bankName'), type: 'input', verify: [bankInput.shape.bankName] },
      {
        key: 'status',
        label: t('status'),
        type: 'select',
        verify: [{ required: true }],
        options: statusOptions('bank', locale).map((o) => ({ value: o.value, name: o.label })),
      },
    ],
    [t, locale],
  );
  const save = async (values: FieldValues) => {
    const body = bankInput.parse(values);
    await (editing ? updateBank(editing.id, { ...body, version: editing.version }) : createBank(body));
    forgetBankCardTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="bank"
      title={editing ? t('editBank') : t('addBank')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={BANK_CARD_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', BANK_LIST.listUrl], bankCardKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}
