import { ARCHIVE_MESSAGES, transferApproverInput } from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { addTransferApprover, removeTransferApprover, transferApproversQuery } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { StaffRoster } from '../components/staff-roster';

/** /systemSetting/transferArchiveRole: the staff who may approve archive transfers. */
export default function TransferRolePage() {
  const t = useArchiveText();
  const { locale } = useLocale();
  return (
    <StaffRoster
      formName="transfer-approver"
      query={transferApproversQuery}
      userIdRule={[transferApproverInput.shape.userId]}
      add={(values) => addTransferApprover(transferApproverInput.parse(values).userId)}
      remove={removeTransferApprover}
      texts={{
        title: t('approvers'),
        hint: t('approversHint'),
        staff: t('approver'),
        mobile: t('mobile'),
        addedAt: t('addedAt'),
        actions: t('actions'),
        add: t('addApprover'),
        remove: t('removeApprover'),
        removeConfirm: t('removeConfirm'),
        save: t('save'),
        cancel: t('cancel'),
        saved: ARCHIVE_MESSAGES.approverAdded[locale],
      }}
    />
  );
}
