import { ARCHIVE_TRANSFER_MESSAGES, ARCHIVE_TRANSFER_STATUS as S, type ArchiveTransferDetail, archiveTransferRejectBody } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useMayDecide } from '@/components/flow-decision/approve-reject-actions';
import { PageHeader } from '@/components/page-header/page-header';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import {
  approveTransfer,
  cancelTransfer,
  pullTransfer,
  refreshTransfers,
  rejectTransfer,
  returnTransfer,
  transferDetailQuery,
  transferKeys,
} from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { TRANSFER_PATHS } from '../archive.paths';
import { TransferExtensionPanel } from './transfer-extension-panel';
import { TransferSettlementPanel } from './transfer-settlement-panel';
import type { TransferMode } from './transfer-mode';
import { TransferView } from './transfer-view';
import { useTransferLock } from './use-transfer-lock';

/** The lock each mode takes: approving holds the audit lock, handing out and taking back the modify lock. */
const LOCK = { detail: undefined, approve: 'audit', pull: 'modify', giveBack: 'modify' } as const;
const BACK = {
  detail: TRANSFER_PATHS.requests,
  approve: TRANSFER_PATHS.approvals,
  pull: TRANSFER_PATHS.store,
  giveBack: TRANSFER_PATHS.store,
};
const ACTS_AT: Record<TransferMode, readonly number[]> = {
  detail: [S.inApproval],
  approve: [S.inApproval, S.toBeReturnedExtending, S.partlyReturnedExtending, S.awaitingSettlement],
  pull: [S.toBePulled],
  giveBack: [S.toBeReturned, S.partlyReturned],
};

/** One transfer page (?id=): the detail, and the one step this page is for, behind its lock. */
export function TransferWorkPage({ mode }: { mode: TransferMode }) {
  const t = useTransferText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ ...transferDetailQuery(id), enabled: valid });
  const open = q.data ? ACTS_AT[mode].includes(q.data.status) : false;
  const kind = LOCK[mode];
  useTransferLock(q.data, kind ?? 'modify', kind !== undefined && open);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detail')} backTo={BACK[mode]} backText={t('back')} />
      {!valid ? <Alert type="info" showIcon title={t('missingId')} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {valid && !q.data && !q.isError ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {q.data ? <TransferStep detail={q.data} mode={mode} open={open} /> : null}
      {q.data ? <TransferExtensionPanel detail={q.data} mode={mode} /> : null}
      {q.data ? <TransferSettlementPanel detail={q.data} mode={mode} /> : null}
    </Space>
  );
}

function TransferStep({ detail: d, mode, open }: { detail: ArchiveTransferDetail; mode: TransferMode; open: boolean }) {
  const t = useTransferText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const me = useCurrentUser().data;
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const kind = LOCK[mode];
  // Neither the applicant nor an earlier node's approver is offered the decision (decision 0062).
  const decides = useMayDecide(d.flow ? { makerId: d.flow.applicantId, priorApproverIds: d.flow.approverIds } : null);
  const said = ARCHIVE_TRANSFER_MESSAGES;
  const step = async (act: () => Promise<unknown>, done: keyof typeof said) => {
    setBusy(true);
    try {
      await act();
      toast.success(said[done][locale]);
      setChosen([]);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refreshTransfers(client);
    }
  };
  const confirm = (title: string, label: string, act: () => Promise<unknown>, done: keyof typeof said) => (
    <Popconfirm title={title} onConfirm={() => step(act, done)} okText={label} cancelText={t('cancel')}>
      <Button type="primary" loading={busy}>
        {label}
      </Button>
    </Popconfirm>
  );
  let actions = null;
  if (open && mode === 'detail' && me?.id === d.applicantId) {
    actions = confirm(t('cancelConfirm'), t('cancelTransfer'), () => cancelTransfer(d.id, d.version), 'cancelled');
  }
  if (open && mode === 'approve' && d.flow && d.status === S.inApproval && decides) {
    const flowVersion = d.flow.version;
    actions = (
      <Space>
        {confirm(t('approve'), t('approve'), () => approveTransfer(d.id, flowVersion), 'approved')}
        <Button danger onClick={() => setRejecting(true)}>
          {t('reject')}
        </Button>
      </Space>
    );
  }
  if (open && mode === 'pull') actions = confirm(t('pullConfirm'), t('pull'), () => pullTransfer(d.id, d.version), 'pulled');
  if (open && mode === 'giveBack') {
    actions = (
      <Button
        type="primary"
        loading={busy}
        disabled={!chosen.length}
        onClick={() => void step(() => returnTransfer(d.id, d.version, chosen), 'returned')}
      >
        {t('giveBack')}
      </Button>
    );
  }
  return (
    <>
      <TransferView
        detail={d}
        {...(kind && open ? { lockKind: kind } : {})}
        actions={actions}
        {...(open && mode === 'giveBack' ? { selection: { selected: chosen, onChange: setChosen } } : {})}
      />
      {rejecting && d.flow ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="archive-transfer-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [archiveTransferRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectTransfer(d.id, d.flow!.version, archiveTransferRejectBody.shape.comment.parse(values.comment));
            await refreshTransfers(client);
          }}
          savedText={ARCHIVE_TRANSFER_MESSAGES.rejected[locale]}
          invalidate={[transferKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </>
  );
}
