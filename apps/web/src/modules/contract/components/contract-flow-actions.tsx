import { CONTRACT_MESSAGES, type ContractDetail, contractRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FlowDecisionActions } from '@/components/flow-decision/flow-decision-actions';
import { useLocale } from '@/lib/i18n';
import { approveContract, contractKeys, refreshContracts, rejectContract } from '../api/contract-api';
import { useContractText } from '../contract.text';

/** Approve or reject (with the reason) at the node the caller holds; nothing for anyone else. */
export function ContractFlowActions({ detail }: { detail: ContractDetail }) {
  const t = useContractText();
  const { locale } = useLocale();
  const client = useQueryClient();
  return (
    <FlowDecisionActions
      name="contract"
      flow={detail.flow}
      approve={(version) => approveContract(detail.id, version)}
      reject={(version, comment) => rejectContract(detail.id, version, comment)}
      comment={contractRejectBody.shape.comment}
      refresh={() => refreshContracts(client)}
      invalidate={[contractKeys.all]}
      texts={{
        approve: t('approve'),
        reject: t('reject'),
        cancel: t('cancel'),
        comment: t('comment'),
        approved: CONTRACT_MESSAGES.approved[locale],
        rejected: CONTRACT_MESSAGES.rejected[locale],
      }}
    />
  );
}
