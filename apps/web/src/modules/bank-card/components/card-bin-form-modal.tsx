import { BANK_CARD_MESSAGES, cardBinInput, statusOptions } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { CARD_BIN_LIST, bankCardKeys, bankOptionsQuery, createCardBin, forgetBankCardTotals, updateCardBin } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { withNote } from '@/lib/punctuation';

export type CardBinFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the BIN's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

const CARD_LENGTHS = [12, 13, 14, 15, 16, 17, 18, 19];

/** Add or edit a card BIN: its prefix, its bank (from the bank list), card type and length. */
export function CardBinFormModal({ open, onClose, editing }: CardBinFormModalProps) {
  const t = useBankCardText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const banks = useQuery({ ...bankOptionsQuery, enabled: open }).data?.list;
  const fields = useMemo<FieldDef[]>(
    () => [
      { key: 'binPrefix', label: t('binPrefix'), type: 'input', verify: [cardBinInput.shape.binPrefix] },
      {
        key: 'bankCode',
        label: t('bankName'),
        type: 'select',
        verify: [{ required: true }],
        options: (banks ?? []).map((b) => ({ value: b.bankCode, name: withNote(b.bankName, b.bankCode) })),
      },
      {
        key: 'cardType',
        label: t('cardType'),
        type: 'select',
        verify: [{ required: true }],
        options: statusOptions('cardBinType', locale).map((o) => ({ value: o.value, name: o.label })),
      },
      {
        key: 'cardLength',
        label: t('cardLength'),
        type: 'select',
        verify: [{ required: true }],
        options: CARD_LENGTHS.map((n) => ({ value: n, name: t('digits', { n }) })),
      },
    ],
    [t, locale, banks],
  );
  const save = async (values: FieldValues) => {
    const body = cardBinInput.parse(values);
    await (editing ? updateCardBin(editing.id, { ...body, version: editing.version }) : createCardBin(body));
    forgetBankCardTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="card-bin"
      title={editing ? t('editBin') : t('addBin')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={BANK_CARD_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', CARD_BIN_LIST.listUrl], bankCardKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}
