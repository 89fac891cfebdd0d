import { FIVE_LEVEL_MESSAGES, fiveLevelRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { fiveLevelKeys, refreshFiveLevels, rejectLevelChange } from '../api/five-level-api';
import { useFiveLevelText } from '../five-level.text';

/** Rejects a change request; a rejection must say why. */
export function RejectModal({ changeId, onClose }: { changeId: number | null; onClose: () => void }) {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const save = async (values: FieldValues) => {
    await rejectLevelChange(changeId!, fiveLevelRejectBody.parse(values).comment);
    await refreshFiveLevels(client);
  };
  if (changeId === null) return null;
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name="five-level-reject"
      title={t('rejectTitle')}
      fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [fiveLevelRejectBody.shape.comment] }]}
      save={save}
      savedText={FIVE_LEVEL_MESSAGES.rejected[locale]}
      invalidate={[fiveLevelKeys.all]}
      texts={{ save: t('reject'), cancel: t('cancel') }}
    />
  );
}
