import { GRANT_MESSAGES, GRANT_PERMISSION, GRANT_RESUBMITTABLE, type GrantDetail, grantRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useMayDecide } from '@/components/flow-decision/approve-reject-actions';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { approveGrant, grantKeys, grantRequestHref, refreshGrants, rejectGrant, withdrawGrant } from '../api/grant-api';
import { useGrantText } from '../grant.text';

/** What the caller may do now: decide at a review node they hold, withdraw their own untouched request, or edit a rejected one. */
export function GrantActions({ grant }: { grant: GrantDetail }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const navigate = useNavigate();
  const held = usePermissions();
  const me = useCurrentUser().data;
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const flow = grant.flow;
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  const mine = me?.id === grant.applicantId;
  // Neither the applicant nor an earlier node's approver is offered the decision (decision 0062).
  const allowed = useMayDecide(flow ? { makerId: flow.applicantId, priorApproverIds: flow.approverIds } : null);
  const atMyNode = node !== undefined && held.has(node.permission) && allowed;
  // Finance approves by drawing (the last draw finishes the flow); it may still reject before any draw.
  const canApprove = atMyNode && node.key !== 'finance';
  const canReject = atMyNode && (node.key !== 'finance' || grant.drawnAmount === '0.00');
  const canWithdraw = mine && flow?.status === 'pending' && flow.untouched;
  const canResubmit = held.has(GRANT_PERMISSION.risk) && GRANT_RESUBMITTABLE.includes(grant.status);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refreshGrants(client);
    }
  };
  if (!canApprove && !canReject && !canWithdraw && !canResubmit) return null;
  return (
    <Space wrap>
      {canApprove ? (
        <Popconfirm
          title={t('approve')}
          onConfirm={() => act(() => approveGrant(grant.id, flow!.version), GRANT_MESSAGES.approved[locale])}
          okText={t('approve')}
          cancelText={t('cancel')}
        >
          <Button type="primary" loading={busy}>
            {t('approve')}
          </Button>
        </Popconfirm>
      ) : null}
      {canReject ? (
        <Button danger onClick={() => setRejecting(true)}>
          {t('reject')}
        </Button>
      ) : null}
      {canWithdraw ? (
        <Popconfirm
          title={t('withdraw')}
          onConfirm={() => act(() => withdrawGrant(grant.id, flow!.version), GRANT_MESSAGES.withdrawn[locale])}
          okText={t('withdraw')}
          cancelText={t('cancel')}
        >
          <Button loading={busy}>{t('withdraw')}</Button>
        </Popconfirm>
      ) : null}
      {canResubmit ? (
        <Button type="primary" ghost onClick={() => navigate(grantRequestHref(grant.id))}>
          {t('resubmit')}
        </Button>
      ) : null}
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="grant-reject"
          title={t('reject')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [grantRejectBody.shape.comment] }]}
          save={async (values: FieldValues) => {
            await rejectGrant(grant.id, flow!.version, grantRejectBody.shape.comment.parse(values.comment));
            await refreshGrants(client);
          }}
          savedText={GRANT_MESSAGES.rejected[locale]}
          invalidate={[grantKeys.all]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
