import { type FlowStateRow, MORTGAGE_FLOW_MESSAGES, mortgageRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { mortgageFlowKeys, refreshMortgageFlow } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';

type Props = {
  name: string;
  flow: FlowStateRow | null;
  approve: (flowVersion: number) => Promise<unknown>;
  reject: (flowVersion: number, comment: string) => Promise<unknown>;
};

/** Approve or reject (with the reason) at the node the caller holds; nothing for anyone else. */
export function MortgageFlowActions({ name, flow, approve, reject }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  if (!flow || !node || !held.has(node.permission)) return null;
  const decide = async () => {
    setBusy(true);
    try {
      await approve(flow.version);
      await refreshMortgageFlow(client);
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
          name={`${name}-reject`}
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [mortgageRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await reject(flow.version, mortgageRejectBody.shape.comment.parse(values.comment));
            await refreshMortgageFlow(client);
          }}
          savedText={MORTGAGE_FLOW_MESSAGES.rejected[locale]}
          invalidate={[mortgageFlowKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
