import { ARCHIVE_DISPOSAL_API, TRANSFER_APPROVAL_PERMISSION, type ArchiveDisposalRow, archiveDisposalRejectBody } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { ApproveRejectActions } from '@/components/flow-decision/approve-reject-actions';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveDisposal, pendingDisposalsQuery, refreshArchive, rejectDisposal } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { labelled, withNote } from '@/lib/punctuation';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';

const done = ARCHIVE_DISPOSAL_API.endpoints;

/** 永久出库 requests awaiting a second person (decision 0062): an archive approver other than the maker decides. */
export function DisposalApprovals() {
  const t = useArchiveText();
  const { locale } = useLocale();
  const allowed = usePermission(TRANSFER_APPROVAL_PERMISSION);
  const { data } = useQuery({ ...pendingDisposalsQuery, enabled: allowed });
  const stage = useBillStageColumn<ArchiveDisposalRow>();
  if (!allowed || !data?.list.length) return null;
  const texts = {
    approve: t('approveDisposal'),
    approveTitle: t('approveDisposalTitle'),
    reject: t('rejectDisposal'),
    rejectTitle: t('rejectDisposalTitle'),
    comment: t('rejectComment'),
    cancel: t('cancel'),
  };
  return (
    <Card title={t('disposals')} size="small">
      <Table<ArchiveDisposalRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.list}
        columns={[
          { title: t('billNo'), dataIndex: 'billNo' },
          stage.column,
          { title: t('disposalItem'), dataIndex: 'itemName' },
          {
            title: t('reason'),
            render: (_, r) => withNote(r.reason, r.exceptionReason ? labelled(t('exceptionReason'), r.exceptionReason) : null),
          },
          { title: t('requestedBy'), dataIndex: 'requestedByName' },
          {
            title: t('actions'),
            render: (_, r) => (
              <ApproveRejectActions
                name={`disposal-reject-${r.id}`}
                madeBy={{ makerId: r.requestedBy }}
                approve={() => approveDisposal(r.id, r.version)}
                approvedText={done.approve.done[locale]}
                reject={(comment) => rejectDisposal(r.id, r.version, comment)}
                rejectedText={done.reject.done[locale]}
                comment={archiveDisposalRejectBody.shape.comment}
                refresh={refreshArchive}
                invalidate={[pendingDisposalsQuery.queryKey]}
                texts={texts}
                rowLabels={{ approve: `${texts.approve} ${r.itemName}`, reject: `${texts.reject} ${r.itemName}` }}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
