import { type FlowStateRow, MORTGAGE_FLOW_MESSAGES, mortgageRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FlowDecisionActions } from '@/components/flow-decision/flow-decision-actions';
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
  return (
    <FlowDecisionActions
      name={name}
      flow={flow}
      approve={approve}
      reject={reject}
      comment={mortgageRejectBody.shape.comment}
      refresh={() => refreshMortgageFlow(client)}
      invalidate={[mortgageFlowKeys.all]}
      texts={{
        approve: t('approve'),
        reject: t('reject'),
        cancel: t('cancel'),
        comment: t('comment'),
        approved: MORTGAGE_FLOW_MESSAGES.approved[locale],
        rejected: MORTGAGE_FLOW_MESSAGES.rejected[locale],
      }}
    />
  );
}
