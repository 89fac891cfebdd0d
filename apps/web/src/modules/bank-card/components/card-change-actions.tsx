import {
  CARD_CHANGE_CORE_PERMISSION,
  CARD_CHANGE_MESSAGES,
  CARD_CHANGE_STATUS,
  type CardChangeDetail,
  cardChangeRejectBody,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveCardChange, cardChangeKeys, executeCardChange, refreshCardChanges, rejectCardChange } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';

/** What the caller may do now: decide at the node they hold, or (core) carry out an approved change. */
export function CardChangeActions({ change }: { change: CardChangeDetail }) {
  const t = useCardChangeText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const flow = change.flow;
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  const atMyNode = node !== undefined && held.has(node.permission);
  const canExecute = change.status === CARD_CHANGE_STATUS.corePassed && held.has(CARD_CHANGE_CORE_PERMISSION);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refreshCardChanges(client);
    } finally {
      setBusy(false);
    }
  };
  if (!atMyNode && !canExecute) return null;
  return (
    <Space>
      {atMyNode ? (
        <>
          <Popconfirm
            title={t('approve')}
            onConfirm={() => act(() => approveCardChange(change.id, flow!.version))}
            okText={t('approve')}
            cancelText={t('cancel')}
          >
            <Button type="primary" loading={busy}>
              {t('approve')}
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </>
      ) : null}
      {canExecute ? (
        <Popconfirm
          title={t('executeConfirm')}
          onConfirm={() => act(() => executeCardChange(change.id, change.version))}
          okText={t('execute')}
          cancelText={t('cancel')}
        >
          <Button type="primary" loading={busy}>
            {t('execute')}
          </Button>
        </Popconfirm>
      ) : null}
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="card-change-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [cardChangeRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectCardChange(change.id, flow!.version, cardChangeRejectBody.shape.comment.parse(values.comment));
            await refreshCardChanges(client);
          }}
          savedText={CARD_CHANGE_MESSAGES.rejected[locale]}
          invalidate={[cardChangeKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
