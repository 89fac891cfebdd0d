import { type FlowStateRow, SYSTEM_CHANGE_MESSAGES, systemChangeRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveSystemChange, refreshSystemChanges, rejectSystemChange, systemChangeKeys } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';

/** Approve or reject (with the reason) at the node the caller holds; the server also refuses the applicant. */
export function SystemChangeActions({ id, flow }: { id: number; flow: FlowStateRow | null }) {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  if (!flow || !node || !held.has(node.permission)) return null;
  const approve = async () => {
    setBusy(true);
    try {
      await approveSystemChange(id, flow.version);
    } finally {
      await refreshSystemChanges(client);
      setBusy(false);
    }
  };
  return (
    <Space>
      <Popconfirm title={t('approve')} onConfirm={approve} okText={t('approve')} cancelText={t('cancel')}>
        <Button type="primary" loading={busy}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setRejecting(true)}>
        {t('reject')}
      </Button>
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="system-change-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [systemChangeRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectSystemChange(id, flow.version, systemChangeRejectBody.shape.comment.parse(values.comment));
            await refreshSystemChanges(client);
          }}
          savedText={SYSTEM_CHANGE_MESSAGES.rejected[locale]}
          invalidate={[systemChangeKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
