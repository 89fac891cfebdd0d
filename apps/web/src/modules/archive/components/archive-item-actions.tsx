import { ARCHIVE_MESSAGES, ARCHIVE_STOCK, type ArchiveItemRow, archiveReasonBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { archiveKeys, permanentOut, refreshArchive, removeArchiveItem, stockIn } from '../api/archive-api';
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
        <Button size="small" aria-label={label(t('permanentOut'))} onClick={() => setAsking('permanentOut')}>
          {t('permanentOut')}
        </Button>
      ) : null}
      {asking ? (
        <ConfigFormModal
          open
          onClose={() => setAsking(null)}
          name={`archive-${asking}`}
          title={`${t(asking)} · ${item.name}`}
          fields={[{ key: 'reason', label: t('reason'), type: 'textarea', verify: [archiveReasonBody.shape.reason] }]}
          save={async (values: FieldValues) => {
            const reason = archiveReasonBody.shape.reason.parse(values.reason);
            await (asking === 'remove' ? removeArchiveItem : permanentOut)(item.id, item.version, reason);
            await refreshArchive(client);
          }}
          savedText={ARCHIVE_MESSAGES[asking === 'remove' ? 'deleted' : 'permanentlyOut'][locale]}
          invalidate={[archiveKeys.all]}
          texts={{ save: t(asking), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
