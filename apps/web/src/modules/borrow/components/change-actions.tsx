import { LOAN_CHANGE_STATUS, LOAN_RECORDS_API, LOAN_RECORDS_PERMISSION, loanRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermission } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { decideChange, refreshList } from '../api/borrow-api';
import { useRecordsText } from '../records.text';

type Row = { id: number; billNo: string; status: number; version: number };
const api = LOAN_RECORDS_API.endpoints;

/** The second person's approve (posts) and reject (with a reason) on a request awaiting its decision. */
export function ChangeActions({ kind, row, list }: { kind: 'adjustment' | 'extension'; row: Row; list: { listUrl: string } }) {
  const t = useRecordsText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayDecide = usePermission(LOAN_RECORDS_PERMISSION.approve);
  if (!mayDecide || row.status !== LOAN_CHANGE_STATUS.awaiting) return null;
  const approve = async () => {
    setBusy(true);
    try {
      await decideChange(kind, true, row.id, row.version);
      toast.success((kind === 'adjustment' ? api.approveAdjustment : api.approveExtension).done[locale]);
    } finally {
      setBusy(false);
      await refreshList(client, list);
    }
  };
  const reject = async (values: FieldValues) => {
    await decideChange(kind, false, row.id, row.version, loanRejectBody.shape.comment.parse(values.comment));
    await refreshList(client, list);
  };
  return (
    <Space size={4}>
      <Popconfirm title={t('approveTitle')} onConfirm={approve} okText={t('approve')} cancelText={t('cancel')}>
        <Button size="small" type="link" loading={busy} aria-label={t('approveFor', { billNo: row.billNo })}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" danger onClick={() => setRejecting(true)} aria-label={t('rejectFor', { billNo: row.billNo })}>
        {t('reject')}
      </Button>
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name={`${kind}-reject`}
          title={t('rejectTitle')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [loanRejectBody.shape.comment] }]}
          save={reject}
          savedText={api.rejectAdjustment.done[locale]}
          invalidate={[['borrow']]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
