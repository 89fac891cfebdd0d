import {
  ARCHIVE_TRANSFER_OLD_MESSAGES,
  ARCHIVE_TRANSFER_OLD_STATUS as S,
  TRANSFER_OLD_ARCHIVE_PERMISSION,
  TRANSFER_OLD_RISK_PERMISSION,
  TRANSFER_STORE_PERMISSION,
  type ArchiveTransferOldDetail,
  archiveTransferOldRejectBody,
  shanghaiMinute,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Spin, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useMayDecide } from '@/components/flow-decision/approve-reject-actions';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useCurrentUser, usePermission } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import {
  approveTransferOld,
  cancelTransferOld,
  pullTransferOld,
  refreshTransfersOld,
  rejectTransferOld,
  returnTransferOld,
  transferOldDetailQuery,
  transferOldKeys,
} from '../api/archive-transfer-old-api';
import { useTransferText } from '../archive-transfer.text';
import { TransferRecords, transferItemColumns } from '../components/transfer-view';
import { TRANSFER_OLD_PATHS, useTransferOldText } from '../transfer-old.text';

/** /archiveTransferManage/transferDetail?id=: one old-flow transfer and the step its status and the reader's codes allow. */
export default function TransferOldDetailPage() {
  const t = useTransferText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ ...transferOldDetailQuery(id), enabled: valid });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detail')} backTo={TRANSFER_OLD_PATHS.list} backText={t('back')} />
      {!valid ? <Alert type="info" showIcon title={t('missingId')} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {valid && !q.data && !q.isError ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {q.data ? <TransferOldView detail={q.data} /> : null}
    </Space>
  );
}

type Item = ArchiveTransferOldDetail['items'][number];

function TransferOldView({ detail: d }: { detail: ArchiveTransferOldDetail }) {
  const t = useTransferText();
  const o = useTransferOldText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const me = useCurrentUser().data;
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const canRisk = usePermission(TRANSFER_OLD_RISK_PERMISSION);
  const canArchive = usePermission(TRANSFER_OLD_ARCHIVE_PERMISSION);
  const canStore = usePermission(TRANSFER_STORE_PERMISSION);
  // Neither the applicant nor the risk node's approver is offered a later decision (decision 0062).
  const decides = useMayDecide(d.flow ? { makerId: d.flow.applicantId, priorApproverIds: d.flow.approverIds } : null);
  const said = ARCHIVE_TRANSFER_OLD_MESSAGES;
  const step = async (act: () => Promise<unknown>, done: keyof typeof said) => {
    setBusy(true);
    try {
      await act();
      toast.success(said[done][locale]);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refreshTransfersOld(client);
    }
  };
  const confirm = (title: string, label: string, act: () => Promise<unknown>, done: keyof typeof said, danger = false) => (
    <Popconfirm title={title} onConfirm={() => step(act, done)} okText={label} cancelText={t('cancel')}>
      <Button type="primary" danger={danger} loading={busy}>
        {label}
      </Button>
    </Popconfirm>
  );
  const flowVersion = d.flow?.version ?? 0;
  const decide = (label: string) => (
    <Space>
      {confirm(label, label, () => approveTransferOld(d.id, flowVersion), 'approved')}
      <Button danger onClick={() => setRejecting(true)}>
        {t('reject')}
      </Button>
    </Space>
  );
  const actions: ReactNode[] = [];
  if (d.status === S.awaitingRisk && me?.id === d.applicantId) {
    actions.push(
      <span key="cancel">
        {confirm(t('cancelConfirm'), t('cancelTransfer'), () => cancelTransferOld(d.id, d.version), 'cancelled', true)}
      </span>,
    );
  }
  if (d.pendingNode === 'risk' && canRisk && decides) actions.push(<span key="risk">{decide(o('riskApprove'))}</span>);
  if (d.pendingNode === 'archive' && canArchive && decides) actions.push(<span key="archive">{decide(o('archiveApprove'))}</span>);
  if (d.status === S.awaitingPull && canStore) {
    actions.push(<span key="pull">{confirm(t('pullConfirm'), t('pull'), () => pullTransferOld(d.id, d.version), 'pulled')}</span>);
  }
  if (d.status === S.pulledOut && canStore) {
    actions.push(
      <span key="back">{confirm(o('giveBackConfirm'), o('giveBackAll'), () => returnTransferOld(d.id, d.version), 'returned')}</span>,
    );
  }
  return (
    <>
      <ReadonlyCard
        title={`${t('detail')} #${d.id}`}
        extra={actions.length ? <Space>{actions}</Space> : null}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('status'), value: <StatusTag list="archiveTransferOld" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('reason'), value: d.reason },
          { label: t('returnDate'), value: d.returnDate },
          { label: o('remark'), value: d.remark ?? '' },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      <Card size="small" title={t('items')}>
        <Table<Item> size="small" rowKey="id" pagination={false} dataSource={d.items} columns={transferItemColumns<Item>(t, locale)} />
      </Card>
      <TransferRecords records={d.records} />
      {rejecting && d.flow ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="archive-transfer-old-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [archiveTransferOldRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectTransferOld(d.id, flowVersion, archiveTransferOldRejectBody.shape.comment.parse(values.comment));
            await refreshTransfersOld(client);
          }}
          savedText={ARCHIVE_TRANSFER_OLD_MESSAGES.rejected[locale]}
          invalidate={[transferOldKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </>
  );
}
