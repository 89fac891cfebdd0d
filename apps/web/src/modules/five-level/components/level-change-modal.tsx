import { FIVE_LEVEL_MESSAGES, fiveLevelChangeInput, statusOptions } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { fiveLevelKeys, refreshFiveLevels, requestLevelChange } from '../api/five-level-api';
import { useFiveLevelText } from '../five-level.text';

export type LevelChangeModalProps = { loan: { billId: number; billNo: string; level: number } | null; onClose: () => void };

/** Requests a loan's move to another level; the request waits for an approver. */
export function LevelChangeModal({ loan, onClose }: LevelChangeModalProps) {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(
    () => [
      {
        key: 'toLevel',
        label: t('toLevel'),
        type: 'select',
        verify: [{ required: true }],
        options: statusOptions('fiveLevel', locale)
          .filter((o) => o.value !== loan?.level)
          .map((o) => ({ value: o.value, name: o.label })),
      },
      { key: 'reason', label: t('reason'), type: 'textarea', verify: [fiveLevelChangeInput.shape.reason] },
    ],
    [t, locale, loan?.level],
  );
  const save = async (values: FieldValues) => {
    await requestLevelChange(fiveLevelChangeInput.parse({ ...values, billId: loan!.billId }));
    await refreshFiveLevels(client);
  };
  if (!loan) return null;
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name="five-level-change"
      title={t('changeFor', { billNo: loan.billNo })}
      fields={fields}
      save={save}
      savedText={FIVE_LEVEL_MESSAGES.requested[locale]}
      invalidate={[fiveLevelKeys.all]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
    />
  );
}
