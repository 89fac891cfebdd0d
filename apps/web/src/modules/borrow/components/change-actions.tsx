import { LOAN_CHANGE_STATUS, LOAN_RECORDS_API, LOAN_RECORDS_PERMISSION, loanRejectBody } from '@lc/shared';
import { ApproveRejectActions, decisionTexts } from '@/components/flow-decision/approve-reject-actions';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { type ChangeKind, decideChange, refreshList } from '../api/borrow-api';
import { useRecordsText } from '../records.text';

type Row = { id: number; billNo: string; status: number; version: number; createdBy: number };
const api = LOAN_RECORDS_API.endpoints;
const APPROVED = { adjustment: api.approveAdjustment, extension: api.approveExtension, typeChange: api.approveTypeChange } as const;

/**
 * The second person's approve (posts) and reject (with a reason) on a request awaiting its decision:
 * never offered to its maker, who is told another person decides (decision 0062).
 */
export function ChangeActions({ kind, row, list }: { kind: ChangeKind; row: Row; list: { listUrl: string } }) {
  const t = useRecordsText();
  const { locale } = useLocale();
  const approver = usePermission(LOAN_RECORDS_PERMISSION.approve);
  if (!approver || row.status !== LOAN_CHANGE_STATUS.awaiting) return null;
  return (
    <ApproveRejectActions
      name={`${kind}-reject`}
      madeBy={{ makerId: row.createdBy }}
      awaitingOthers={t('awaitingOthers')}
      approve={() => decideChange(kind, true, row.id, row.version)}
      approvedText={APPROVED[kind].done[locale]}
      reject={(comment) => decideChange(kind, false, row.id, row.version, comment)}
      rejectedText={api.rejectAdjustment.done[locale]}
      comment={loanRejectBody.shape.comment}
      refresh={(client) => refreshList(client, list)}
      invalidate={[['borrow']]}
      texts={decisionTexts(t, 'comment')}
      rowLabels={{ approve: t('approveFor', { billNo: row.billNo }), reject: t('rejectFor', { billNo: row.billNo }) }}
    />
  );
}
