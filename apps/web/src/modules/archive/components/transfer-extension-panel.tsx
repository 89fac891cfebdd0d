import { ARCHIVE_EDIT_MESSAGES, ARCHIVE_TRANSFER_STATUS as S, type ArchiveTransferDetail, transferExtensionBody } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useMayDecide } from '@/components/flow-decision/approve-reject-actions';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { approveExtension, extensionKey, rejectExtension, requestExtension, transferExtensionQuery } from '../api/archive-edit-api';
import { refreshTransfers, transferKeys } from '../api/archive-transfer-api';
import { useArchiveEditText } from '../archive-edit.text';
import type { TransferMode } from './transfer-mode';

const ASKABLE: readonly number[] = [S.toBeReturned, S.partlyReturned];
const EXTENDING: readonly number[] = [S.toBeReturnedExtending, S.partlyReturnedExtending];
const rejectComment = z.object({ comment: z.string().trim().min(1, '请填写驳回原因').max(200, '请填写驳回原因') });

/**
 * Return-date extensions (statuses 8, 9): the applicant asks on the detail page while the documents
 * are out; a listed approver decides on the approval page. Either way the panel shows the request.
 */
export function TransferExtensionPanel({ detail: d, mode }: { detail: ArchiveTransferDetail; mode: TransferMode }) {
  const e = useArchiveEditText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const me = useCurrentUser().data;
  const [form, setForm] = useState<'ask' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  // The applicant asked for the extension: another approver decides it (decision 0062).
  const decides = useMayDecide({ makerId: d.applicantId });
  const extending = EXTENDING.includes(d.status);
  const canAsk = mode === 'detail' && me?.id === d.applicantId && ASKABLE.includes(d.status);
  const x = useQuery({ ...transferExtensionQuery(d.id), enabled: extending || canAsk });
  if (!extending && !canAsk) return null;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: extensionKey(d.id) });
    await refreshTransfers(client);
  };
  const version = x.data?.version ?? d.version;
  const approve = async () => {
    setBusy(true);
    try {
      await approveExtension(d.id, version);
      toast.success(ARCHIVE_EDIT_MESSAGES.extensionApproved[locale]);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return (
    <Card size="small" title={e('extension')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {extending && x.data?.extensionDate ? (
          <Alert
            type="warning"
            showIcon
            title={e('extensionPending', { date: x.data.extensionDate, reason: x.data.extensionReason ?? '' })}
          />
        ) : null}
        {canAsk ? <Button onClick={() => setForm('ask')}>{e('askExtension')}</Button> : null}
        {extending && mode === 'approve' && decides ? (
          <Space>
            <Popconfirm title={e('approveExtension')} onConfirm={approve} okText={e('approveExtension')} cancelText={e('cancel')}>
              <Button type="primary" loading={busy}>
                {e('approveExtension')}
              </Button>
            </Popconfirm>
            <Button danger onClick={() => setForm('reject')}>
              {e('rejectExtension')}
            </Button>
          </Space>
        ) : null}
      </Space>
      {form === 'ask' ? (
        <ConfigFormModal
          open
          onClose={() => setForm(null)}
          name="transfer-extension"
          title={e('askExtension')}
          fields={[
            { key: 'extensionDate', label: e('extensionDate'), type: 'date', verify: [transferExtensionBody.shape.extensionDate] },
            { key: 'reason', label: e('extensionReason'), type: 'textarea', verify: [transferExtensionBody.shape.reason] },
          ]}
          save={async (values: FieldValues) => {
            await requestExtension(d.id, transferExtensionBody.parse({ ...values, version }));
            await refresh();
          }}
          savedText={ARCHIVE_EDIT_MESSAGES.extensionRequested[locale]}
          invalidate={[transferKeys.all]}
          texts={{ save: e('askExtension'), cancel: e('cancel') }}
        />
      ) : null}
      {form === 'reject' ? (
        <ConfigFormModal
          open
          onClose={() => setForm(null)}
          name="transfer-extension-reject"
          title={e('rejectExtension')}
          fields={[{ key: 'comment', label: e('rejectComment'), type: 'textarea', verify: [rejectComment.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectExtension(d.id, version, rejectComment.parse(values).comment);
            await refresh();
          }}
          savedText={ARCHIVE_EDIT_MESSAGES.extensionRejected[locale]}
          invalidate={[transferKeys.all]}
          texts={{ save: e('rejectExtension'), cancel: e('cancel') }}
        />
      ) : null}
    </Card>
  );
}
