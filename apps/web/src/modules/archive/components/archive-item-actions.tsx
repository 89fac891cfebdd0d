import {
  ARCHIVE_DISPOSAL_MESSAGES,
  ARCHIVE_MESSAGES,
  ARCHIVE_STOCK,
  type ArchiveItemRow,
  archiveDisposalBody,
  archiveReasonBody,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import { ConfirmButton } from '@/components/confirm-modal/confirm-button';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { archiveKeys, refreshArchive, removeArchiveItem, requestDisposal, stockIn } from '../api/archive-api';
import { useArchiveText } from '../archive.text';

/** What a custodian may do with one document: put it into stock, delete it (not yet in stock), or let it go for good. */
export function ArchiveItemActions({ item }: { item: ArchiveItemRow }) {
  const t = useArchiveText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [asking, setAsking] = useState<'remove' | 'permanentOut' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!usePermissions().has('archive_manage')) return null;
  const putIn = async () => {
    setBusy(true);
    try {
      await stockIn(item.id, item.version);
      toast.success(ARCHIVE_MESSAGES.stockedIn[locale]);
      await refreshArchive(client);
    } finally {
      setBusy(false);
    }
  };
  const label = (action: string) => `${action} ${item.name}`;
  return (
    <Space size="small">
      {item.status === ARCHIVE_STOCK.notInStock ? (
        <>
          <Button size="small" type="primary" loading={busy} aria-label={label(t('stockIn'))} onClick={putIn}>
            {t('stockIn')}
          </Button>
          <Button size="small" danger aria-label={label(t('remove'))} onClick={() => setAsking('remove')}>
            {t('remove')}
          </Button>
        </>
      ) : null}
      {item.status === ARCHIVE_STOCK.inStock ? (
        // The consequence in words first: another approver decides, and an approved original never comes back.
        <ConfirmButton
          size="small"
          aria-label={label(t('permanentOut'))}
          confirmTitle={t('disposalConfirm')}
          consequence={t('disposalConsequence')}
          okText={t('continue')}
          onConfirm={() => setAsking('permanentOut')}
        >
          {t('permanentOut')}
        </ConfirmButton>
      ) : null}
      {asking ? (
        <ConfigFormModal
          open
          onClose={() => setAsking(null)}
          name={`archive-${asking}`}
          title={`${t(asking)} · ${item.name}`}
          fields={[
            { key: 'reason', label: t('reason'), type: 'textarea', verify: [archiveReasonBody.shape.reason] },
            ...(asking === 'permanentOut'
              ? [
                  {
                    key: 'exceptionReason',
                    label: t('exceptionReason'),
                    type: 'textarea' as const,
                    verify: [archiveDisposalBody.shape.exceptionReason],
                  },
                ]
              : []),
          ]}
          save={async (values: FieldValues) => {
            const reason = archiveReasonBody.shape.reason.parse(values.reason);
            if (asking === 'remove') await removeArchiveItem(item.id, item.version, reason);
            else {
              const exceptionReason = archiveDisposalBody.shape.exceptionReason.parse(values.exceptionReason);
              await requestDisposal(item.id, { version: item.version, reason, exceptionReason });
            }
            await refreshArchive(client);
          }}
          savedText={asking === 'remove' ? ARCHIVE_MESSAGES.deleted[locale] : ARCHIVE_DISPOSAL_MESSAGES.asked[locale]}
          invalidate={[archiveKeys.all]}
          texts={{ save: t(asking), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
