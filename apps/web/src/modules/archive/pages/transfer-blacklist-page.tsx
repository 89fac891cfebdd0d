import { ARCHIVE_TRANSFER_MESSAGES, transferBlacklistInput } from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { addToBlacklist, removeFromBlacklist, transferBlacklistQuery } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { StaffRoster } from '../components/staff-roster';

/** /getArchivesManage/blacklist: staff who may not take files out (their transfer requests are refused). */
export default function TransferBlacklistPage() {
  const t = useTransferText();
  const { locale } = useLocale();
  return (
    <StaffRoster
      formName="transfer-blacklist"
      query={transferBlacklistQuery}
      userIdRule={[transferBlacklistInput.shape.userId]}
      moreColumns={[
        { title: t('barReason'), dataIndex: 'reason' },
        { title: t('addedBy'), dataIndex: 'addedByName' },
      ]}
      moreFields={[{ key: 'reason', label: t('barReason'), type: 'textarea', verify: [transferBlacklistInput.shape.reason] }]}
      add={(values) => addToBlacklist(transferBlacklistInput.parse(values))}
      remove={removeFromBlacklist}
      texts={{
        title: t('blacklist'),
        hint: t('blacklistHint'),
        staff: t('barredStaff'),
        mobile: t('mobile'),
        addedAt: t('addedAt'),
        actions: t('actions'),
        add: t('addToBlacklist'),
        remove: t('removeFromBlacklist'),
        removeConfirm: t('removeBlacklistConfirm'),
        save: t('save'),
        cancel: t('cancel'),
        saved: ARCHIVE_TRANSFER_MESSAGES.blacklisted[locale],
      }}
    />
  );
}
