import {
  ARCHIVE_SETTLEMENT_MESSAGES,
  ARCHIVE_TRANSFER_STATUS as S,
  type ArchiveTransferDetail,
  transferSettlementRefuse,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useStatusDictionary } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { confirmSettlement, refuseSettlement, settlementKey, transferSettlementQuery } from '../api/archive-edit-api';
import { refreshTransfers, transferKeys } from '../api/archive-transfer-api';
import { useArchiveEditText } from '../archive-edit.text';
import { otherLock } from './transfer-view';
import type { TransferMode } from './transfer-mode';
import { punctuation } from '@/lib/punctuation';

/**
 * A transfer waiting for the settlement confirmation (10, decision 0057): the loan was settled while
 * its documents were out. Every page shows what will leave stock; a listed approver confirms (→ 5)
 * or refuses (back to the status it came from) on the approval page, behind the audit lock.
 */
export function TransferSettlementPanel({ detail: d, mode }: { detail: ArchiveTransferDetail; mode: TransferMode }) {
  const e = useArchiveEditText();
  const { locale } = useLocale();
  const { label } = useStatusDictionary();
  const client = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = d.status === S.awaitingSettlement;
  const s = useQuery({ ...transferSettlementQuery(d.id), enabled: waiting });
  if (!waiting || !s.data) return null;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: settlementKey(d.id) });
    await refreshTransfers(client);
  };
  const { version, outstanding, settlementFrom } = s.data;
  const decides = mode === 'approve' && !otherLock(d, 'audit');
  const confirm = async () => {
    setBusy(true);
    try {
      await confirmSettlement(d.id, version);
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={e('settlement')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type="warning"
          showIcon
          title={e('settlementPending', { names: outstanding.map((o) => o.name).join(punctuation().enumeration) || '—' })}
        />
        {settlementFrom !== null ? <span>{e('settlementFrom', { status: label('archiveTransferNew', settlementFrom) })}</span> : null}
        {decides ? (
          <Space>
            <Popconfirm title={e('confirmSettlementTitle')} onConfirm={confirm} okText={e('confirmSettlement')} cancelText={e('cancel')}>
              <Button type="primary" loading={busy}>
                {e('confirmSettlement')}
              </Button>
            </Popconfirm>
            <Button danger onClick={() => setRefusing(true)}>
              {e('refuseSettlement')}
            </Button>
          </Space>
        ) : null}
      </Space>
      {refusing ? (
        <ConfigFormModal
          open
          onClose={() => setRefusing(false)}
          name="transfer-settlement-refuse"
          title={e('refuseSettlement')}
          fields={[{ key: 'comment', label: e('refuseComment'), type: 'textarea', verify: [transferSettlementRefuse.shape.comment] }]}
          save={async (values: FieldValues) => {
            await refuseSettlement(d.id, version, transferSettlementRefuse.shape.comment.parse(values.comment));
            await refresh();
          }}
          savedText={ARCHIVE_SETTLEMENT_MESSAGES.refused[locale]}
          invalidate={[transferKeys.all]}
          texts={{ save: e('refuseSettlement'), cancel: e('cancel') }}
        />
      ) : null}
    </Card>
  );
}
