import type { FlowStateRow } from '@lc/shared';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ZodType } from 'zod';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermissions } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useMayDecide } from './approve-reject-actions';

/** `approved` and `rejected` are said after each decision. */
export type FlowDecisionTexts = { approve: string; reject: string; cancel: string; comment: string; approved: string; rejected: string };

type Props = {
  /** The reject form's name (its field ids). */
  name: string;
  flow: FlowStateRow | null;
  approve: (flowVersion: number) => Promise<unknown>;
  reject: (flowVersion: number, comment: string) => Promise<unknown>;
  /** The module's rule for the reason (its reject body's comment). */
  comment: ZodType<string>;
  /** Reloads what the decision changed. */
  refresh: () => Promise<unknown>;
  invalidate: QueryKey[];
  texts: FlowDecisionTexts;
  /** The module's other actions, shown beside the decision (or alone when the caller holds no node). */
  children?: ReactNode;
};

/**
 * Approve, or reject with the reason, at the workflow node the caller holds; the server checks the
 * same and refuses the applicant. Every module's approval bar is this one.
 */
export function FlowDecisionActions({ name, flow, approve, reject, comment, refresh, invalidate, texts, children }: Props) {
  const held = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const node = flow?.status === 'pending' ? flow.nodes[flow.nodeIndex] : undefined;
  // The maker, and whoever approved an earlier node, are not offered the decision (decision 0062).
  const allowed = useMayDecide(flow ? { makerId: flow.applicantId, priorApproverIds: flow.approverIds } : null);
  const atMyNode = flow !== null && node !== undefined && held.has(node.permission) && allowed;
  if (!atMyNode && !children) return null;
  const decide = async () => {
    setBusy(true);
    try {
      await approve(flow!.version);
      toast.success(texts.approved);
    } catch (error) {
      // A refusal was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      await refresh();
      setBusy(false);
    }
  };
  return (
    <Space>
      {atMyNode ? (
        <>
          <Popconfirm title={texts.approve} onConfirm={decide} okText={texts.approve} cancelText={texts.cancel}>
            <Button type="primary" loading={busy}>
              {texts.approve}
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(true)}>
            {texts.reject}
          </Button>
        </>
      ) : null}
      {children}
      {rejecting && flow ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name={`${name}-reject`}
          title={texts.reject}
          fields={[{ key: 'comment', label: texts.comment, type: 'textarea', verify: [comment] }]}
          save={async (values: FieldValues) => {
            await reject(flow.version, comment.parse(values.comment));
            await refresh();
          }}
          savedText={texts.rejected}
          invalidate={invalidate}
          texts={{ save: texts.reject, cancel: texts.cancel }}
        />
      ) : null}
    </Space>
  );
}
