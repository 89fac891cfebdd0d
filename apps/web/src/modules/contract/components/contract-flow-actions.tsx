import { CONTRACT_MESSAGES, type ContractDetail, contractRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveContract, contractKeys, refreshContracts, rejectContract } from '../api/contract-api';
import { useContractText } from '../contract.text';

/** Approve or reject (with the reason) at the node the caller holds; nothing for anyone else. */
export function ContractFlowActions({ detail }: { detail: ContractDetail }) {
  const t = useContractText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const flow = detail.flow;
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  if (!flow || !node || !held.has(node.permission)) return null;
  const decide = async () => {
    setBusy(true);
    try {
      await approveContract(detail.id, flow.version);
      await refreshContracts(client);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Popconfirm title={t('approve')} onConfirm={decide} okText={t('approve')} cancelText={t('cancel')}>
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
          name="contract-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [contractRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectContract(detail.id, flow.version, contractRejectBody.shape.comment.parse(values.comment));
            await refreshContracts(client);
          }}
          savedText={CONTRACT_MESSAGES.rejected[locale]}
          invalidate={[contractKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
