import { type FlowStateRow, SYSTEM_CHANGE_MESSAGES, systemChangeRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FlowDecisionActions } from '@/components/flow-decision/flow-decision-actions';
import { useLocale } from '@/lib/i18n';
import { approveSystemChange, refreshSystemChanges, rejectSystemChange, systemChangeKeys } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';

/** Approve or reject (with the reason) at the node the caller holds; the server also refuses the applicant. */
export function SystemChangeActions({ id, flow }: { id: number; flow: FlowStateRow | null }) {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const client = useQueryClient();
  return (
    <FlowDecisionActions
      name="system-change"
      flow={flow}
      approve={(version) => approveSystemChange(id, version)}
      reject={(version, comment) => rejectSystemChange(id, version, comment)}
      comment={systemChangeRejectBody.shape.comment}
      refresh={() => refreshSystemChanges(client)}
      invalidate={[systemChangeKeys.all]}
      texts={{
        approve: t('approve'),
        reject: t('reject'),
        cancel: t('cancel'),
        comment: t('comment'),
        approved: SYSTEM_CHANGE_MESSAGES.approved[locale],
        rejected: SYSTEM_CHANGE_MESSAGES.rejected[locale],
      }}
    />
  );
}
