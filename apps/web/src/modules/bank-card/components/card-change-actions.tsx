import {
  CARD_CHANGE_CORE_PERMISSION,
  CARD_CHANGE_MESSAGES,
  CARD_CHANGE_STATUS,
  type CardChangeDetail,
  cardChangeRejectBody,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { FlowDecisionActions } from '@/components/flow-decision/flow-decision-actions';
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
  const [executing, setExecuting] = useState(false);
  const canExecute = change.status === CARD_CHANGE_STATUS.corePassed && held.has(CARD_CHANGE_CORE_PERMISSION);
  const execute = async () => {
    setExecuting(true);
    try {
      await executeCardChange(change.id, change.version);
      await refreshCardChanges(client);
    } finally {
      setExecuting(false);
    }
  };
  return (
    <FlowDecisionActions
      name="card-change"
      flow={change.flow}
      approve={(version) => approveCardChange(change.id, version)}
      reject={(version, comment) => rejectCardChange(change.id, version, comment)}
      comment={cardChangeRejectBody.shape.comment}
      refresh={() => refreshCardChanges(client)}
      invalidate={[cardChangeKeys.all]}
      texts={{
        approve: t('approve'),
        reject: t('reject'),
        cancel: t('cancel'),
        comment: t('comment'),
        approved: CARD_CHANGE_MESSAGES.approved[locale],
        rejected: CARD_CHANGE_MESSAGES.rejected[locale],
      }}
    >
      {canExecute ? (
        <Popconfirm title={t('executeConfirm')} onConfirm={execute} okText={t('execute')} cancelText={t('cancel')}>
          <Button type="primary" loading={executing}>
            {t('execute')}
          </Button>
        </Popconfirm>
      ) : null}
    </FlowDecisionActions>
  );
}
